import { PRODUCT_SORTS } from './catalog.constants';
import { listPageStatement, orderBy, type SearchPlan, searchStatement, suggestionsStatement } from './catalog.sql';

const emptyPlan: SearchPlan = {
  code: null,
  codePrefix: null,
  textQuery: null,
  titleQuery: null,
  exactQuery: null,
  titleStart: null,
  textStart: null,
  wordOrder: null,
  corrected: false,
};

describe('catalog.sql', () => {
  describe(orderBy.name, () => {
    it('should end every order in id, so pages are stable', () => {
      for (const sort of PRODUCT_SORTS) {
        expect(orderBy(sort, false)).toMatch(/p\.id (ASC|DESC)$/);
        expect(orderBy(sort, true, 'h')).toMatch(/h\.id (ASC|DESC)$/);
      }
    });

    it('should rank by score only in searches', () => {
      expect(orderBy('relevance', true)).toBe('p.score DESC, p.id DESC');
      expect(orderBy('relevance', false)).toBe('p.featured DESC, p.created_at DESC, p.id DESC');
    });
  });

  describe(searchStatement.name, () => {
    it('should be null when neither a code nor a word can match', () => {
      expect(searchStatement(emptyPlan, {}, 'relevance', 10, 0)).toBeNull();
    });

    it('should pass every value as a parameter', () => {
      const statement = searchStatement(
        { ...emptyPlan, code: "X'1", codePrefix: "X'1%", textQuery: 'pastillas' },
        { categoryId: 3 },
        'price-low',
        12,
        24,
      );
      expect(statement?.text).not.toContain("X'1");
      expect(statement?.values).toEqual([3, "X'1", "X'1%", 'pastillas', 12, 24]);
      expect(statement?.text).toContain('p.id NOT IN (SELECT id FROM code)');
      expect(statement?.prepared).toBeFalsy();
    });
  });

  describe(listPageStatement.name, () => {
    it('should be a prepared statement with filters, limit and offset as parameters', () => {
      const statement = listPageStatement({ categoryId: 2, modelId: 7 }, 'newest', 12, 36);
      expect(statement).toMatchObject({ values: [2, 7, 12, 36], prepared: true });
      expect(statement.text).toContain('ORDER BY p.created_at DESC, p.id DESC');
    });
  });

  describe(suggestionsStatement.name, () => {
    it('should look up codes only when the text can be one, and words only when there are some', () => {
      const codes = suggestionsStatement({ text: '04465', code: '04465' }, emptyPlan, 8);
      expect(codes.text).toContain('p.oem_normalized LIKE');
      expect(codes.text).not.toContain('search_vector');
      const words = suggestionsStatement(
        { text: 'pastillas', code: null },
        { ...emptyPlan, titleQuery: 'pastillas:A' },
        8,
      );
      expect(words.text).not.toContain('sku_normalized LIKE');
      expect(words.text).toContain('search_vector @@');
    });
  });
});
