import { PRODUCT_SORTS, SEARCH_CANDIDATE_LIMIT } from './catalog.constants';
import {
  chargedPriceSql,
  listCountStatement,
  listOrder,
  listPageStatement,
  orderBy,
  saleDiscountSql,
  type Vehicle,
} from './catalog.sql';
import {
  codeProbeRange,
  resolveWordsStatement,
  type SearchPlan,
  searchStatement,
  suggestionsStatement,
} from './catalog-search.sql';
import { productDetailStatement, productRowsStatement } from './product-rows.sql';

const yaris2012: Vehicle = { modelId: 7, year: 2012 };

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

    it('should sort prices by the price charged, as the index idx_products_list_charged_price reads it', () => {
      expect(orderBy('price-low', false)).toBe(
        '(CASE WHEN p.sale_price < p.price THEN p.sale_price ELSE p.price END) ASC, p.id ASC',
      );
      expect(orderBy('price-high', true, 'h')).toBe('h.charged_price DESC, h.id DESC');
      const search = searchStatement({ ...emptyPlan, textQuery: 'pastillas' }, {}, 'price-high', 12, 0);
      expect(search?.text).toContain(`${chargedPriceSql()} AS charged_price`);
    });
  });

  describe(listOrder.name, () => {
    it('should list products on sale biggest discount first unless another sort is asked for', () => {
      expect(listOrder({ onSale: true }, 'relevance')).toBe(`${saleDiscountSql()} DESC, p.id DESC`);
      expect(listOrder({ onSale: true }, 'price-low')).toBe(orderBy('price-low', false));
      expect(listOrder({}, 'relevance')).toBe(orderBy('relevance', false));
      const page = listPageStatement({ categoryId: 2, onSale: true }, 'relevance', 12, 0);
      expect(page.text).toContain('WHERE p.category_id = $1 AND p.sale_price < p.price');
      expect(listCountStatement({ onSale: true }).text).toContain('WHERE p.sale_price < p.price');
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
      expect(statement?.values).toEqual([3, "X'1", "X'1%", SEARCH_CANDIDATE_LIMIT, 'pastillas', 36, 12, 24]);
      expect(statement?.text).toContain('p.id NOT IN (SELECT id FROM code)');
      expect(statement?.prepared).toBeFalsy();
    });
  });

  describe(resolveWordsStatement.name, () => {
    it('should look up the words alone without a code, as a prepared statement', () => {
      const statement = resolveWordsStatement(['pastillas', 'bosch']);
      expect(statement).toMatchObject({ values: [['pastillas', 'bosch'], []], prepared: true });
      expect(statement.text).not.toContain('codeFound');
    });

    it('should ask for the nearest known words of the correctable words that have no completion, in the same statement', () => {
      const statement = resolveWordsStatement(['filro', 'aceite', '2'], { correctable: ['filro', 'aceite'] });
      expect(statement.values).toEqual([
        ['filro', 'aceite', '2'],
        ['filro', 'aceite'],
      ]);
      expect(statement.text).toContain('cardinality(c.completions) = 0 AND q.word = ANY ($2::text[])');
      expect(statement.text).toContain('ORDER BY w.word <-> q.word LIMIT 12');
    });

    it('should probe whether any code starts with the code, with the btree range as parameters', () => {
      const statement = resolveWordsStatement(['pastillas', 'bosch'], { code: 'PASTILLASBOSCH' });
      expect(statement).toMatchObject({
        values: [['pastillas', 'bosch'], 'PASTILLASBOSCH', 'PASTILLASBOSCI', []],
        prepared: true,
      });
      expect(statement.text).toContain('p.sku_normalized ~>=~ $2 AND p.sku_normalized ~<~ $3');
      expect(statement.text).toContain('NOT x.derived AND x.code_normalized ~>=~ $2');
      expect(statement.text).toContain('AS "codeFound"');
    });

    it('should not probe codes searched only exactly, or with characters other than letters and digits', () => {
      expect(codeProbeRange('AB')).toBeNull();
      expect(codeProbeRange('AÑO2010')).toBeNull();
      expect(codeProbeRange('04465Z')).toEqual(['04465Z', '04465[']);
      expect(resolveWordsStatement(['ab'], { code: 'AB' }).values).toEqual([['ab'], []]);
    });
  });

  describe('searchStatement, bounded work', () => {
    it('should rank at most SEARCH_CANDIDATE_LIMIT matches, and as many more whose title holds every word', () => {
      const statement = searchStatement({ ...emptyPlan, textQuery: 'filtro' }, {}, 'relevance', 12, 0);
      const cap = `$${(statement?.values ?? []).indexOf(SEARCH_CANDIDATE_LIMIT) + 1}`;
      expect(statement?.text).toContain(
        `FROM products p WHERE p.search_vector @@ to_tsquery('simple', $2) LIMIT ${cap}`,
      );
      expect(statement?.text).toContain(`WHERE (SELECT count(*) FROM matched) >= ${cap}`);
      expect(statement?.text).toContain("AND ts_filter(p.search_vector, '{a}') @@");
      expect(statement?.text).toContain(`least(count(*) OVER (), ${cap})::int AS total`);
    });

    it('should read a sorted page in its order and count the matches up to the cap', () => {
      const statement = searchStatement({ ...emptyPlan, textQuery: 'filtro' }, {}, 'price-low', 12, 24);
      expect(statement?.values).toEqual([SEARCH_CANDIDATE_LIMIT, 'filtro', 36, 12, 24]);
      expect(statement?.text).toContain(`ORDER BY ${orderBy('price-low', false)} LIMIT $3`);
      expect(statement?.text).toContain('(SELECT count(*) FROM (SELECT 1 FROM products p WHERE');
      expect(statement?.text).toContain('LIMIT $1) c), $1)::int AS total');
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

  describe('vehicle fitment', () => {
    it('should filter list pages on a hash of the fitting ids, kept a filter so the list index is walked in order', () => {
      const statement = listPageStatement({ brandId: 2, fitsVehicle: yaris2012 }, 'price-low', 12, 24);
      expect(statement).toMatchObject({ values: [2, 2012, 7, 12, 24], prepared: true });
      expect(statement.text).toMatch(
        /\(p\.id IN \(SELECT c\.product_id FROM compatibilities c[\s\S]+universal_fit\)\) IS TRUE/,
      );
      expect(statement.text).toContain('c.year_from <= $2 AND c.year_to >= $2');
    });

    it('should tell universal parts from the relevance index entry and hash only the compatible ids', () => {
      const statement = listPageStatement({ categoryId: 2, fitsVehicle: yaris2012 }, 'relevance', 12, 24);
      expect(statement).toMatchObject({ values: [2, 2012, 7, 12, 24], prepared: true });
      expect(statement.text).toMatch(/\(p\.universal_fit OR p\.id IN \(SELECT c\.product_id FROM compatibilities c/);
      expect(statement.text).not.toContain('u.universal_fit');
      // Products on sale walk idx_products_on_sale, which does not hold universal_fit.
      const onSale = listPageStatement({ onSale: true, fitsVehicle: yaris2012 }, 'relevance', 12, 0);
      expect(onSale.text).toContain('SELECT u.id FROM products u WHERE u.universal_fit)) IS TRUE');
    });

    it('should sort what fits when a filter on the rows is not in the sort index', () => {
      for (const [filters, sort] of [
        [{ categoryId: 2 }, 'price-low'],
        [{ categoryId: 2 }, 'newest'],
        [{ subcategoryId: 4 }, 'relevance'],
        [{ categoryId: 2, onSale: true }, 'relevance'],
        [{ onSale: true }, 'rating'],
        [{ subSubcategoryId: 5, brandId: 1 }, 'name-az'],
      ] as const) {
        const statement = listPageStatement({ ...filters, fitsVehicle: yaris2012 }, sort, 12, 24);
        expect(statement.prepared).toBe(true);
        expect(statement.text).toContain('FROM products p WHERE p.universal_fit AND');
        expect(statement.text).toMatch(
          /UNION ALL\s+SELECT [^;]+ WHERE p\.id IN \(SELECT c\.product_id[^;]+NOT p\.universal_fit/,
        );
        expect(statement.text).toMatch(/OFFSET 0\) p\s+ORDER BY/);
        expect(statement.text).toContain(`ORDER BY ${listOrder(filters, sort)}`);
        expect(statement.values.slice(-2)).toEqual([12, 24]);
      }
      // The sort index holds the filter: walked as before.
      for (const [filters, sort] of [
        [{}, 'price-high'],
        [{ categoryId: 2 }, 'relevance'],
        [{ onSale: true }, 'price-low'],
        [{ modelId: 3 }, 'rating'],
      ] as const) {
        expect(listPageStatement({ ...filters, fitsVehicle: yaris2012 }, sort, 12, 0).text).not.toContain('OFFSET 0)');
      }
    });

    it('should count the fitting ids alone when the vehicle is the only filter', () => {
      const alone = listCountStatement({ fitsVehicle: yaris2012 });
      expect(alone.text).toContain('count(DISTINCT f.id)');
      expect(alone.text).not.toContain('FROM products p');
      expect(alone.values).toEqual([2012, 7]);
      const withCategory = listCountStatement({ categoryId: 3, fitsVehicle: yaris2012 });
      expect(withCategory.text).toContain('FROM products p');
      expect(withCategory.text).toContain('(p.universal_fit OR p.id IN (');
      expect(withCategory.values).toEqual([3, 2012, 7]);
      expect(listCountStatement({ onSale: true, fitsVehicle: yaris2012 }).text).toContain(') IS TRUE');
      // A subcategory counts what fits instead of reading its rows.
      const subcategory = listCountStatement({ subcategoryId: 4, fitsVehicle: yaris2012 });
      expect(subcategory.text).toMatch(
        /^SELECT count\(\*\)::int AS total FROM \(SELECT 1 FROM products p WHERE p\.universal_fit/,
      );
      expect(subcategory.values).toEqual([4, 2012, 7, 4]);
    });

    it('should check the rows a search reads with universal_fit or a compatibility covering the year', () => {
      const statement = searchStatement(
        { ...emptyPlan, code: 'PH4967', codePrefix: 'PH4967%', textQuery: 'filtro' },
        { fitsVehicle: yaris2012 },
        'relevance',
        12,
        0,
      );
      expect(statement?.text).toContain('(p.universal_fit OR EXISTS (');
      expect(statement?.text).not.toContain('IS TRUE');
      // The code part checks the rows it reads; the text part joins the fit to the text index's bitmap.
      expect(statement?.text).toContain('(p.universal_fit OR p.id = ANY (ARRAY(SELECT c.product_id');
      expect(statement?.values).toEqual([
        'PH4967',
        'PH4967%',
        2012,
        7,
        SEARCH_CANDIDATE_LIMIT,
        'filtro',
        2012,
        7,
        12,
        0,
      ]);
    });

    it("should search other makers' equivalent numbers through product_cross_references, in the same BitmapOr", () => {
      const statement = searchStatement(
        { ...emptyPlan, code: 'PH4967', codePrefix: 'PH4967%' },
        {},
        'relevance',
        12,
        0,
      );
      expect(statement?.text).toContain(
        'p.id = ANY (ARRAY(SELECT x.product_id FROM product_cross_references x WHERE NOT x.derived AND x.code_normalized = $1))',
      );
      expect(statement?.text).toContain('x.code_normalized LIKE $2');
      // The code's own prefix finds every exact match: the exact tests only score.
      const where = statement?.text.split('FROM products p WHERE')[1] ?? '';
      expect(where).not.toContain('= $1');
      expect(where).toContain('p.sku_normalized LIKE $2');
      const suggestions = suggestionsStatement({ text: 'ph49', code: 'PH49' }, emptyPlan, 8);
      expect(suggestions.text).toContain('FROM product_cross_references x JOIN products p ON p.id = x.product_id');
    });

    it('should add how each row fits the vehicle to product rows, details and suggestions', () => {
      const rows = productRowsStatement([1, 2], { fitment: yaris2012 });
      expect(rows).toMatchObject({ values: [[1, 2], 2012, 7], prepared: true });
      expect(rows.text).toContain(`THEN 'compatible'`);
      expect(rows.text).toContain('AS "vehicleFit"');
      expect(productRowsStatement([1, 2]).text).not.toContain('vehicleFit');
      const detail = productDetailStatement(5, yaris2012);
      expect(detail.values).toEqual([5, 2012, 7, 2012, 7]);
      expect(detail.text).toContain(`'matches', cc.model_id = $3 AND cc.year_from <= $2 AND cc.year_to >= $2`);
      expect(detail.text).toContain('AS "crossReferences"');
      expect(productDetailStatement(5).text).not.toContain('matches');
      const suggestions = suggestionsStatement({ text: 'pastillas', code: null }, emptyPlan, 8, {
        fitsVehicle: yaris2012,
        fitment: yaris2012,
      });
      expect(suggestions.text).toContain('JOIN products sp ON sp.id = s.id');
      // Titles: the btree walked index-only against the fitting ids.
      expect(suggestions.text).toMatch(/FROM products t\s+WHERE t\.title_normalized LIKE \$\d+ AND \(t\.id IN/);
    });
  });
});
