import { isReservedName, nameLetters } from './reserved-names';

describe('reserved-names', () => {
  describe(nameLetters.name, () => {
    it('should keep only the letters, folded to plain lower-case Latin', () => {
      expect(nameLetters('  El Ádmín! ')).toBe('eladmini');
      expect(nameLetters('Ｔｉｅｎｄａ')).toBe('tienda');
      expect(nameLetters('T1ЕNDA_rep-uestos')).toBe('tiendarepuestos');
      expect(nameLetters('A\u200Bd\u00ADmin')).toBe('admin');
    });
  });

  describe(isReservedName.name, () => {
    it.each([
      'Admin',
      'admin',
      'ADMIN',
      'Administrador',
      'ADMINISTRACIÓN',
      'El Admin',
      'admin123',
      'A d m i n',
      'A.D.M.I.N.',
      '4dm1n',
      'Аdmin', // Cyrillic А
      'ａｄｍｉｎ', // fullwidth
      'Ádmín',
      'Tienda',
      'tienda oficial',
      'La Tienda',
      'Repuestos',
      'Tienda Repuestos',
      'REPUESTOS SpA',
      'Moderador',
      'Soporte técnico',
    ])('should refuse %j', (name) => {
      expect(isReservedName(name)).toBe(true);
    });

    it.each(['Ana Pérez', 'Luis', 'Marta González', 'Juan 1990', 'Camila Dmitrovic', 'Tomás', 'Pedro Tiendo'])(
      'should accept %j',
      (name) => {
        expect(isReservedName(name)).toBe(false);
      },
    );
  });

  describe('with the shop name from its settings', () => {
    it.each(['Frenos del Sur', 'frenos-del-sur oficial', 'FRENOS DEL SUR SpA', 'Fr3nos del $ur'])(
      'should refuse %j when the shop is called "Frenos del Sur"',
      (name) => {
        expect(isReservedName(name, 'Frenos del Sur')).toBe(true);
      },
    );

    it('should accept names that only share a word with it, and ignore a shop name too short to tell', () => {
      expect(isReservedName('Frenos Pérez', 'Frenos del Sur')).toBe(false);
      expect(isReservedName('Ana Sur', 'Frenos del Sur')).toBe(false);
      expect(isReservedName('Ana Pérez', 'AP')).toBe(false);
    });
  });
});
