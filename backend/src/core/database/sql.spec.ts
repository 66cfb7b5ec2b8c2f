import { escapeLike, returnedRows } from './sql';

describe('sql helpers', () => {
  describe(escapeLike.name, () => {
    it('should escape every LIKE wildcard and the escape character itself', () => {
      expect(escapeLike('100%_off\\now')).toBe('100\\%\\_off\\\\now');
    });

    it('should leave ordinary text alone', () => {
      expect(escapeLike('Filtro de aceite')).toBe('Filtro de aceite');
    });
  });

  describe(returnedRows.name, () => {
    it('should unwrap the [rows, count] answer of a RETURNING statement', () => {
      expect(returnedRows([[{ id: 1 }, { id: 2 }], 2])).toEqual([{ id: 1 }, { id: 2 }]);
      expect(returnedRows([[], 0])).toEqual([]);
    });

    it('should pass SELECT rows through, even two rows whose second is a number-like value', () => {
      const rows = [{ id: 1 }, { id: 2 }];
      expect(returnedRows(rows)).toBe(rows);
      expect(returnedRows([[1], [2]])).toEqual([[1], [2]]);
    });
  });
});
