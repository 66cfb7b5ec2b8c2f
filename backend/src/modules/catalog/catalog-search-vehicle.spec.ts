import type { Statement } from './catalog.sql';
import { type SearchPlan, searchStatement, suggestionsStatement } from './catalog-search.sql';

const plan: SearchPlan = {
  code: null,
  codePrefix: null,
  textQuery: 'filtro',
  titleQuery: 'filtro:A',
  exactQuery: null,
  titleStart: 'filtro%',
  textStart: null,
  wordOrder: null,
  corrected: false,
};
const yaris = { modelId: 7, year: 2012 };

/** PostgreSQL rejects a statement with a parameter it cannot type, so each must be referenced. */
function unusedParameters(statement: Statement): number[] {
  return statement.values.map((_, at) => at + 1).filter((n) => !new RegExp(`\\$${n}(?!\\d)`).test(statement.text));
}

describe('searches with the vehicle filter (issue 18)', () => {
  it('should join the fit to the text index bitmap in both parts of a relevance search, the hashed IN first', () => {
    const statement = searchStatement(plan, { fitsVehicle: yaris, categoryId: 3 }, 'relevance', 12, 0) as Statement;
    const bitmap = '(p.universal_fit OR p.id = ANY (ARRAY(SELECT c.product_id FROM compatibilities c';
    expect(statement.text.split(bitmap)).toHaveLength(3);
    expect(statement.text.split('(p.universal_fit OR p.id IN (SELECT c.product_id')).toHaveLength(3);
    // The array is searched row by row when the planner keeps the text index alone: the hash goes first.
    expect(statement.text.indexOf('p.id IN (SELECT c.product_id')).toBeLessThan(statement.text.indexOf(bitmap));
    expect(statement.text).not.toContain('EXISTS (');
    expect(statement.text).toContain('p.category_id = $');
    expect(unusedParameters(statement)).toEqual([]);
  });

  it('should keep the row check in the code part and in sorted searches', () => {
    const code = searchStatement(
      { ...plan, code: 'FILTRO', codePrefix: 'FILTRO%' },
      { fitsVehicle: yaris },
      'relevance',
      12,
      0,
    ) as Statement;
    expect(code.text).toContain('code AS MATERIALIZED');
    expect(code.text.split('(p.universal_fit OR EXISTS (')).toHaveLength(2);
    expect(unusedParameters(code)).toEqual([]);
    const sorted = searchStatement(plan, { fitsVehicle: yaris }, 'price-low', 12, 0) as Statement;
    expect(sorted.text).not.toContain('ANY (ARRAY(');
    expect(unusedParameters(sorted)).toEqual([]);
  });

  it('should reference every parameter of the suggestions, even with neither a code nor a word to look up', () => {
    const statement = suggestionsStatement(
      { text: 'a-', code: null },
      { ...plan, textQuery: null, titleQuery: null },
      8,
      { fitsVehicle: yaris, fitment: yaris },
    );
    expect(unusedParameters(statement)).toEqual([]);
  });
});
