/**
 * The catalogue's read SQL, as pure functions returning `{ text, values }`. The services run them;
 * bench/catalog.bench.mjs runs the very same statements straight against PostgreSQL to show how
 * much the HTTP layer adds. Every statement is written to be answered from an index (see
 * docs/performance.md for the plans at 200,000 products).
 */
import type { ProductSort } from './catalog.constants';

export interface Statement {
  text: string;
  values: unknown[];
  /** Fixed shape, values only in parameters: planned once per connection (CatalogSqlRunner). */
  prepared?: boolean;
}

/** A shopper's vehicle (Mi garaje): a model in a year. */
export interface Vehicle {
  modelId: number;
  year: number;
}

/** Filters shared by lists and searches. */
export interface ProductFilters {
  categoryId?: number;
  subcategoryId?: number;
  subSubcategoryId?: number;
  /** Products compatible with any model of this brand. */
  brandId?: number;
  /** Products compatible with this model. */
  modelId?: number;
  /** Only products that fit this vehicle: a compatibility covering its year, or universal fit. */
  fitsVehicle?: Vehicle;
  /** Only products on sale (a sale price lower than the price). */
  onSale?: boolean;
}

/** What a search looks for, already resolved against the word list (see search-query.ts). */
export interface SearchPlan {
  /** normalizeCode(query): exact SKU / OEM / alternative SKU match. */
  code: string | null;
  /** LIKE pattern for code prefixes ('044650D%'), null when the code is too short. */
  codePrefix: string | null;
  /** tsquery text requiring every word anywhere in the document; null when no word can match. */
  textQuery: string | null;
  /** The same words, all in the title. */
  titleQuery: string | null;
  /** The words exactly as typed (no completion), for a small bonus. */
  exactQuery: string | null;
  /** LIKE pattern: the title starts with the first word. */
  titleStart: string | null;
  /** LIKE pattern: the title starts with the whole text as typed. */
  textStart: string | null;
  /** LIKE pattern: the title holds the words in the order typed. */
  wordOrder: string | null;
  /** A word was corrected: the text matches are ranked a little lower. */
  corrected: boolean;
}

/**
 * Relevance scores: exact code, exact equivalent number (another maker's code: several products
 * may list it), code prefix, then text (300-660).
 */
export const SCORE = {
  exactCode: 1000,
  exactEquivalent: 900,
  codePrefix: 800,
  text: 300,
  allInTitle: 200,
  exactWords: 30,
  titleStart: 50,
  textStart: 40,
  wordOrder: 20,
  shortTitle: 20,
  corrected: -50,
} as const;

/**
 * The price a product is charged (see sale-price.ts): its sale price when lower than its price.
 * Written exactly as in the index idx_products_list_charged_price (migration SalePrices), so price
 * sorts walk that index; a NULL sale price fails the comparison.
 */
export function chargedPriceSql(alias = 'p'): string {
  return `(CASE WHEN ${alias}.sale_price < ${alias}.price THEN ${alias}.sale_price ELSE ${alias}.price END)`;
}

/** The condition "on sale"; it implies the predicate of the partial index idx_products_on_sale. */
export function onSaleSql(alias = 'p'): string {
  return `${alias}.sale_price < ${alias}.price`;
}

/**
 * The whole percentage off of a product on sale (saleDiscount() of sale-price.ts), as in the
 * partial index idx_products_on_sale. Only read under onSaleSql(), where the price is positive.
 */
export function saleDiscountSql(alias = 'p'): string {
  return `(greatest(1, round((${alias}.price - ${alias}.sale_price) * 100.0 / ${alias}.price)))`;
}

/** Collects positional parameters: `params.add(value)` returns `$n`. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * WHERE conditions of the filters. `walk`: the statement walks a list index in order (a page of a
 * list), so the vehicle condition must not read the table (see fitsVehicleCondition).
 */
function filterConditions(
  filters: ProductFilters,
  params: Params,
  { walk = false }: { walk?: boolean } = {},
): string[] {
  const conditions: string[] = [];
  if (filters.categoryId) conditions.push(`p.category_id = ${params.add(filters.categoryId)}`);
  if (filters.subcategoryId) conditions.push(`p.subcategory_id = ${params.add(filters.subcategoryId)}`);
  if (filters.subSubcategoryId) conditions.push(`p.sub_subcategory_id = ${params.add(filters.subSubcategoryId)}`);
  if (filters.modelId) {
    conditions.push(
      `EXISTS (SELECT 1 FROM compatibilities c WHERE c.product_id = p.id AND c.model_id = ${params.add(filters.modelId)})`,
    );
  }
  if (filters.brandId) {
    conditions.push(
      `EXISTS (SELECT 1 FROM compatibilities c JOIN vehicle_models m ON m.id = c.model_id
               WHERE c.product_id = p.id AND m.brand_id = ${params.add(filters.brandId)})`,
    );
  }
  if (filters.fitsVehicle) {
    conditions.push(
      walk ? fitsVehicleCondition(filters.fitsVehicle, params) : fitsVehicleRowCondition(filters.fitsVehicle, params),
    );
  }
  if (filters.onSale) conditions.push(onSaleSql());
  return conditions;
}

/**
 * The ids of the products that fit a vehicle: a compatibility of the model covering the year
 * (index-only range scan of idx_compatibilities_model_years), or universal fit (index-only scan of
 * the partial idx_products_universal_fit). A few thousand ids at 200,000 products.
 */
function fittingIds(vehicle: Vehicle, params: Params): string {
  const year = params.add(vehicle.year);
  return `SELECT c.product_id FROM compatibilities c
      WHERE c.model_id = ${params.add(vehicle.modelId)} AND c.year_from <= ${year} AND c.year_to >= ${year}
      UNION ALL
      SELECT u.id FROM products u WHERE u.universal_fit`;
}

/**
 * Only the products that fit a vehicle, as a filter on a hash of fittingIds() built once per
 * statement. `IS TRUE` keeps it a filter: a plain top-level IN becomes a semi-join, which has to
 * read and sort every fitting product, where the filter walks a list index in order (index-only)
 * and stops at the page: 2-6 ms instead of 30 for any page of 12 at 200,000 products.
 */
function fitsVehicleCondition(vehicle: Vehicle, params: Params, alias = 'p'): string {
  return `(${alias}.id IN (${fittingIds(vehicle, params)})) IS TRUE`;
}

/**
 * The same for rows a statement reads anyway (search matches, suggestions): universal_fit from the
 * row, else a compatibility of the model covering the year. The planner probes the unique
 * (product_id, model_id, ...) index per row for a few rows, or hashes the model's products once
 * for many (a broad word matching 20,000 titles).
 */
function fitsVehicleRowCondition(vehicle: Vehicle, params: Params): string {
  const year = params.add(vehicle.year);
  return `(p.universal_fit OR EXISTS (
      SELECT 1 FROM compatibilities c WHERE c.product_id = p.id
        AND c.model_id = ${params.add(vehicle.modelId)} AND c.year_from <= ${year} AND c.year_to >= ${year}))`;
}

/**
 * How the product fits the vehicle (a VehicleFit), as column "vehicleFit": a compatibility covering the year
 * ('compatible'), else universal fit, else compatibilities for other vehicles ('no_compatible'),
 * else none at all ('sin_datos'). Two probes of uq_compatibilities_product_model_years per row.
 */
function vehicleFitColumn(vehicle: Vehicle, params: Params, alias = 'p'): string {
  const year = params.add(vehicle.year);
  return `CASE
      WHEN EXISTS (SELECT 1 FROM compatibilities fc WHERE fc.product_id = ${alias}.id
                     AND fc.model_id = ${params.add(vehicle.modelId)} AND fc.year_from <= ${year} AND fc.year_to >= ${year})
        THEN 'compatible'
      WHEN ${alias}.universal_fit THEN 'universal'
      WHEN EXISTS (SELECT 1 FROM compatibilities fc WHERE fc.product_id = ${alias}.id) THEN 'no_compatible'
      ELSE 'sin_datos' END AS "vehicleFit"`;
}

/**
 * ORDER BY for a sort; `score` exists only in searches, whose rows carry the charged price as
 * `charged_price` (sortColumns). Every order ends in id.
 */
export function orderBy(sort: ProductSort, withScore: boolean, alias = 'p'): string {
  const charged = withScore ? `${alias}.charged_price` : chargedPriceSql(alias);
  switch (sort) {
    case 'newest':
      return `${alias}.created_at DESC, ${alias}.id DESC`;
    case 'oldest':
      return `${alias}.created_at ASC, ${alias}.id ASC`;
    case 'price-low':
      return `${charged} ASC, ${alias}.id ASC`;
    case 'price-high':
      return `${charged} DESC, ${alias}.id DESC`;
    case 'rating':
      return `${alias}.rating_average DESC, ${alias}.rating_count DESC, ${alias}.id DESC`;
    // Byte order of the accent-free lowercase title (index idx_products_title_pattern).
    case 'name-az':
      return `${alias}.title_normalized USING ~<~, ${alias}.id ASC`;
    case 'name-za':
      return `${alias}.title_normalized USING ~>~, ${alias}.id DESC`;
    case 'relevance':
      return withScore
        ? `${alias}.score DESC, ${alias}.id DESC`
        : `${alias}.featured DESC, ${alias}.created_at DESC, ${alias}.id DESC`;
  }
}

/** Columns a sort reads besides score and id, carried through the parts of a search. */
function sortColumns(sort: ProductSort): string[] {
  switch (sort) {
    case 'newest':
    case 'oldest':
      return ['p.created_at'];
    case 'price-low':
    case 'price-high':
      return [`${chargedPriceSql()} AS charged_price`];
    case 'rating':
      return ['p.rating_average', 'p.rating_count'];
    case 'name-az':
    case 'name-za':
      return ['p.title_normalized'];
    case 'relevance':
      return [];
  }
}

/** The versions cached responses are keyed by (see catalog-cache.service.ts). */
export function catalogVersionStatement(): Statement {
  return {
    text: `SELECT version::text AS version, search_version::text AS "searchVersion" FROM catalog_state WHERE id = 1`,
    values: [],
    prepared: true,
  };
}

/**
 * For each query word, its completions in the word list: at most 33, enough to tell "too many"
 * (text_pattern_ops range scan, so 'amort' finds 'amortiguador').
 */
export function resolveWordsStatement(words: string[]): Statement {
  return {
    text: `
      SELECT q.word,
        ARRAY(SELECT w.word FROM search_words w
              WHERE w.word ~>=~ q.word AND w.word ~<~ (q.word || '{')
              ORDER BY w.word USING ~<~ LIMIT 33) AS completions
      FROM unnest($1::text[]) WITH ORDINALITY AS q(word, n)
      ORDER BY q.n`,
    values: [words],
    prepared: true,
  };
}

/** Nearest known words of a misspelt word (GiST trigram index, K-nearest-neighbour order). */
export function nearestWordsStatement(word: string): Statement {
  return {
    text: `SELECT word, similarity(word, $1)::float8 AS similarity FROM search_words ORDER BY word <-> $1 LIMIT 12`,
    values: [word],
    prepared: true,
  };
}

/**
 * One page of search results with the total: products whose code (SKU, OEM, alternative code, an
 * equivalent number) equals or starts with the query, then products whose words hold every query word. The code
 * part reads the three text_pattern_ops btrees, the text part the GIN; only the page's ids and
 * scores come back (productRowsStatement reads the rows). Null when nothing can match.
 */
export function searchStatement(
  plan: SearchPlan,
  filters: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
): Statement | null {
  const params = new Params();
  const filterSql = filterConditions(filters, params)
    .map((condition) => ` AND ${condition}`)
    .join('');
  const select = (score: string) => ['p.id', `(${score})::float8 AS score`, ...sortColumns(sort)].join(', ');
  const parts: string[] = [];
  let codePart = false;
  if (plan.code || plan.codePrefix) {
    const codeColumns = ['p.sku_normalized', 'p.oem_normalized', 'p.alternative_sku_normalized'];
    const code = plan.code ? params.add(plan.code) : null;
    const codePrefix = plan.codePrefix ? params.add(plan.codePrefix) : null;
    // Other makers' equivalent numbers (product_cross_references; the product's own oem and
    // alternative code are the columns above): their ids as an array, so the product btrees and
    // the primary key still combine in one BitmapOr.
    const equivalents = (match: string) =>
      `p.id = ANY (ARRAY(SELECT x.product_id FROM product_cross_references x WHERE NOT x.derived AND ${match}))`;
    const exact = code ? codeColumns.map((column) => `${column} = ${code}`).join(' OR ') : 'false';
    const exactEquivalent = code ? equivalents(`x.code_normalized = ${code}`) : 'false';
    const prefix = codePrefix
      ? [
          ...codeColumns.map((column) => `${column} LIKE ${codePrefix}`),
          equivalents(`x.code_normalized LIKE ${codePrefix}`),
        ].join(' OR ')
      : 'false';
    parts.push(`code AS MATERIALIZED (
          SELECT ${select(
            `CASE WHEN ${exact} THEN ${SCORE.exactCode} WHEN ${exactEquivalent} THEN ${SCORE.exactEquivalent}
              ELSE ${SCORE.codePrefix} END`,
          )}
          FROM products p WHERE (${exact} OR ${exactEquivalent} OR ${prefix})${filterSql})`);
    codePart = true;
  }
  if (plan.textQuery) {
    const score = [`${SCORE.text}`];
    if (plan.titleQuery) {
      score.push(
        `CASE WHEN p.search_vector @@ to_tsquery('simple', ${params.add(plan.titleQuery)}) THEN ${SCORE.allInTitle} ELSE 0 END`,
      );
    }
    if (plan.exactQuery) {
      score.push(
        `CASE WHEN p.search_vector @@ to_tsquery('simple', ${params.add(plan.exactQuery)}) THEN ${SCORE.exactWords} ELSE 0 END`,
      );
    }
    if (plan.titleStart) {
      score.push(
        `CASE WHEN p.title_normalized LIKE ${params.add(plan.titleStart)} THEN ${SCORE.titleStart} ELSE 0 END`,
      );
    }
    if (plan.textStart) {
      score.push(`CASE WHEN p.title_normalized LIKE ${params.add(plan.textStart)} THEN ${SCORE.textStart} ELSE 0 END`);
    }
    if (plan.wordOrder) {
      score.push(`CASE WHEN p.title_normalized LIKE ${params.add(plan.wordOrder)} THEN ${SCORE.wordOrder} ELSE 0 END`);
    }
    // Fewer extra words, higher: 20 points for a 20-character title, 5 for an 80-character one.
    score.push(`${SCORE.shortTitle} * 20.0 / greatest(length(p.title_normalized), 20)`);
    if (plan.corrected) score.push(`${SCORE.corrected}`);
    parts.push(`text AS (
          SELECT ${select(score.join(' + '))}
          FROM products p
          WHERE p.search_vector @@ to_tsquery('simple', ${params.add(plan.textQuery)})${filterSql}
            ${codePart ? 'AND p.id NOT IN (SELECT id FROM code)' : ''})`);
  }
  if (parts.length === 0) return null;
  const union = [codePart ? 'SELECT * FROM code' : null, plan.textQuery ? 'SELECT * FROM text' : null]
    .filter(Boolean)
    .join(' UNION ALL ');
  return {
    text: `
      WITH ${parts.join(',\n        ')}
      SELECT h.id, round(h.score::numeric, 2)::float8 AS score, h.total
      FROM (SELECT u.*, count(*) OVER ()::int AS total FROM (${union}) u) h
      ORDER BY ${orderBy(sort, true, 'h')}
      LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    values: params.values,
  };
}

/** Products to offer when a search found nothing: any of its words, or titles that look like it. */
export function similarStatement(
  by: { anyWords: string } | { titleLike: string },
  filters: ProductFilters,
  limit: number,
): Statement {
  const params = new Params();
  const [match, score] =
    'anyWords' in by
      ? (() => {
          const query = `to_tsquery('simple', ${params.add(by.anyWords)})`;
          return [`p.search_vector @@ ${query}`, `ts_rank(p.search_vector, ${query})`];
        })()
      : (() => {
          const text = params.add(by.titleLike);
          return [`p.title_normalized % ${text}`, `similarity(p.title_normalized, ${text})`];
        })();
  const where = [match, ...filterConditions(filters, params)].join(' AND ');
  return {
    text: `
      SELECT p.id, round((${score})::numeric * 100, 2)::float8 AS score
      FROM products p
      WHERE ${where}
      ORDER BY 2 DESC, p.id DESC
      LIMIT ${params.add(limit)}`,
    values: params.values,
  };
}

/**
 * Search-as-you-type, in one round trip: SKU, OEM and alternative-code prefixes (btree ranges
 * read in index order), titles starting with the text, and only when those are not enough,
 * titles holding every word. Each part is cut at `limit` inside its index scan.
 */
export function suggestionsStatement(
  parsed: { text: string; code: string | null },
  plan: SearchPlan,
  limit: number,
  { fitsVehicle, fitment }: { fitsVehicle?: Vehicle; fitment?: Vehicle } = {},
): Statement {
  const params = new Params();
  const max = params.add(limit);
  const columns = 'p.id, p.title, p.sku, p.oem, p.price, p.sale_price AS "salePrice"';
  const fits = fitsVehicle ? ` AND ${fitsVehicleRowCondition(fitsVehicle, params)}` : '';
  const parts: string[] = [];
  const part = (matchType: string, where: string, order: string, from = 'products p', filtered = false) =>
    `(SELECT ${columns}, '${matchType}' AS "matchType", ${parts.length + 1} AS part,
        row_number() OVER (ORDER BY ${order}) AS n
      FROM ${from} WHERE ${where}${filtered ? '' : fits} ORDER BY ${order} LIMIT ${max})`;
  if (parsed.code) {
    const prefix = params.add(likePattern(parsed.code));
    parts.push(part('sku', `p.sku_normalized LIKE ${prefix}`, 'p.sku_normalized USING ~<~'));
    parts.push(part('oem', `p.oem_normalized LIKE ${prefix}`, 'p.oem_normalized USING ~<~'));
    parts.push(part('sku', `p.alternative_sku_normalized LIKE ${prefix}`, 'p.alternative_sku_normalized USING ~<~'));
    // Other makers' equivalent numbers (the product's own are the columns above), offered as OEM-type matches.
    parts.push(
      part(
        'oem',
        `NOT x.derived AND x.code_normalized LIKE ${prefix}`,
        'x.code_normalized USING ~<~, p.id',
        'product_cross_references x JOIN products p ON p.id = x.product_id',
      ),
    );
  }
  if (parsed.text.length > 0) {
    const textPrefix = params.add(likePattern(parsed.text));
    if (fitsVehicle) {
      // The products that fit are scattered along the title btree ('pastillas ... toyota yaris'
      // after 11,000 other 'pastillas'): walk it index-only against the fitting ids, then read
      // the few rows kept.
      const fitting = `(SELECT t.id FROM products t
          WHERE t.title_normalized LIKE ${textPrefix} AND ${fitsVehicleCondition(fitsVehicle, params, 't')}
          ORDER BY t.title_normalized USING ~<~, t.id LIMIT ${max}) k JOIN products p ON p.id = k.id`;
      parts.push(part('title', 'true', 'p.title_normalized USING ~<~, p.id', fitting, true));
    } else {
      parts.push(part('title', `p.title_normalized LIKE ${textPrefix}`, 'p.title_normalized USING ~<~'));
    }
  }
  const head =
    parts.length > 0
      ? parts.join('\n      UNION ALL\n')
      : `SELECT ${columns}, '' AS "matchType", 0 AS part, 0::bigint AS n FROM products p WHERE false`;
  // Titles holding every word: the shortest of (at most) the first 500 matches, so a word found
  // in 40,000 titles costs the same as a rare one.
  const words = plan.titleQuery
    ? `UNION ALL
        SELECT * FROM (
          SELECT m.id, m.title, m.sku, m.oem, m.price, m."salePrice", 'title' AS "matchType", ${parts.length + 1} AS part,
            row_number() OVER (ORDER BY length(m.title_normalized), m.id) AS n
          FROM (SELECT ${columns}, p.title_normalized FROM products p
                WHERE p.search_vector @@ to_tsquery('simple', ${params.add(plan.titleQuery)})${fits} LIMIT 500) m
          WHERE (SELECT count(*) FROM head) < ${max}
        ) w WHERE w.n <= ${max}`
    : '';
  return {
    text: `
      WITH head AS (${head})
      SELECT s.id, s.title, s.sku, s.oem, s.price, s."salePrice", s."matchType"${fitment ? `, ${vehicleFitColumn(fitment, params, 'sp')}` : ''}
      FROM (
        SELECT * FROM head
        ${words}
      ) s
      ${fitment ? 'JOIN products sp ON sp.id = s.id' : ''}
      ORDER BY s.part, s.n`,
    values: params.values,
  };
}

function likePattern(value: string): string {
  return `${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The order of a list without a query: products on sale, unless another sort is asked for, go
 * biggest discount first (partial index idx_products_on_sale); otherwise orderBy().
 */
export function listOrder(filters: ProductFilters, sort: ProductSort): string {
  if (filters.onSale && sort === 'relevance') return `${saleDiscountSql()} DESC, p.id DESC`;
  return orderBy(sort, false);
}

/**
 * The ids of one page of a product list without a query, in list order (an index-only scan for
 * every sort); productRowsStatement reads the rows.
 */
export function listPageStatement(
  filters: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
): Statement {
  const params = new Params();
  const conditions = filterConditions(filters, params, { walk: true });
  return {
    text: `
      SELECT p.id FROM products p
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${listOrder(filters, sort)}
      LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    values: params.values,
    prepared: true,
  };
}

/** The home page's featured products (partial index on featured). */
export function featuredStatement(limit: number): Statement {
  return {
    text: `SELECT p.id FROM products p WHERE p.featured ORDER BY p.id LIMIT $1`,
    values: [limit],
    prepared: true,
  };
}

export function listCountStatement(filters: ProductFilters): Statement {
  const params = new Params();
  const { fitsVehicle, ...others } = filters;
  if (fitsVehicle && Object.values(others).every((value) => value === undefined)) {
    // Every fitting id is a product (foreign key): count them without reading products.
    return {
      text: `SELECT count(DISTINCT f.id)::int AS total FROM (${fittingIds(fitsVehicle, params)}) f(id)`,
      values: params.values,
      prepared: true,
    };
  }
  const conditions = filterConditions(filters, params, { walk: true });
  return {
    text: `SELECT count(*)::int AS total FROM products p ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}`,
    values: params.values,
    prepared: true,
  };
}

/** Columns of a product response; aliases are the entity's property names. */
const PRODUCT_COLUMNS = `p.id, p.title, p.title_normalized AS "titleNormalized", p.description, p.sku,
  p.alternative_sku AS "alternativeSku", p.oem, p.application, p.manufacturer, p.origin, p.stock, p.price,
  p.sale_price AS "salePrice", p.images, p.featured, p.rating_average::float8 AS "ratingAverage",
  p.rating_count AS "ratingCount",
  p.category_id AS "categoryId", p.subcategory_id AS "subcategoryId", p.sub_subcategory_id AS "subSubcategoryId",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt",
  c.name AS "categoryName", s.name AS "subcategoryName", ss.name AS "subSubcategoryName"`;

const PRODUCT_JOINS = `LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN subcategories s ON s.id = p.subcategory_id
  LEFT JOIN sub_subcategories ss ON ss.id = p.sub_subcategory_id`;

/**
 * Full product rows for a list of ids, in no particular order (the caller orders them: with
 * `= ANY($1)` the statement keeps one cheap generic plan). `vehicle` adds the brand and model of
 * the product's first compatibility (search results carry them); `fitment`, how each product
 * fits the shopper's vehicle.
 */
export function productRowsStatement(
  ids: number[],
  { vehicle = false, fitment }: { vehicle?: boolean; fitment?: Vehicle } = {},
): Statement {
  const params = new Params();
  params.add(ids);
  return {
    text: `
      SELECT ${PRODUCT_COLUMNS}
        ${vehicle ? ', v.model_id AS "modelId", v.model_name AS "modelName", v.brand_id AS "brandId", v.brand_name AS "brandName"' : ''}
        ${fitment ? `, ${vehicleFitColumn(fitment, params)}` : ''}
      FROM products p
      ${PRODUCT_JOINS}
      ${
        vehicle
          ? `LEFT JOIN LATERAL (
               SELECT m.id AS model_id, m.name AS model_name, b.id AS brand_id, b.name AS brand_name
               FROM compatibilities cc JOIN vehicle_models m ON m.id = cc.model_id JOIN brands b ON b.id = m.brand_id
               WHERE cc.product_id = p.id ORDER BY cc.id LIMIT 1) v ON true`
          : ''
      }
      WHERE p.id = ANY($1::int[])`,
    values: params.values,
    prepared: true,
  };
}

/**
 * One product with all its compatibilities (brand, model, years) and equivalent numbers (OEM
 * first), for the detail page. With `fitment`, how it fits that vehicle, and which compatibility
 * rows cover it (`matches`).
 */
export function productDetailStatement(id: number, fitment?: Vehicle): Statement {
  const params = new Params();
  params.add(id);
  const matches = fitment
    ? (() => {
        const year = params.add(fitment.year);
        return `, 'matches', cc.model_id = ${params.add(fitment.modelId)} AND cc.year_from <= ${year} AND cc.year_to >= ${year}`;
      })()
    : '';
  return {
    text: `
      SELECT ${PRODUCT_COLUMNS},
        (SELECT coalesce(json_agg(json_build_object('brand', b.name, 'model', m.name,
            'yearFrom', cc.year_from, 'yearTo', cc.year_to${matches})
            ORDER BY b.name, m.name, cc.year_from, cc.year_to), '[]')
         FROM compatibilities cc JOIN vehicle_models m ON m.id = cc.model_id JOIN brands b ON b.id = m.brand_id
         WHERE cc.product_id = p.id) AS compatibilities,
        (SELECT coalesce(json_agg(json_build_object('code', x.code, 'kind', x.kind, 'brand', x.brand)
            ORDER BY x.kind, x.brand NULLS FIRST, x.code_normalized), '[]')
         FROM product_cross_references x WHERE x.product_id = p.id) AS "crossReferences"
        ${fitment ? `, ${vehicleFitColumn(fitment, params)}` : ''}
      FROM products p
      ${PRODUCT_JOINS}
      WHERE p.id = $1`,
    values: params.values,
    prepared: true,
  };
}
