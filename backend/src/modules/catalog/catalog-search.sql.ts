/**
 * The catalogue's search SQL (words, search pages, similar products, suggestions), as pure
 * functions returning `{ text, values }` like catalog.sql.ts, whose filters and orders they share.
 */
import { escapeLike } from '../../core/database/sql';
import { type ProductSort, SEARCH_CANDIDATE_LIMIT } from './catalog.constants';
import { MIN_CODE_PREFIX_LENGTH } from './search-query';
import {
  compatibleIds,
  filterConditions,
  fitsVehicleCondition,
  fitsVehicleRowCondition,
  orderBy,
  Params,
  type ProductFilters,
  sortColumns,
  type Statement,
  type Vehicle,
  vehicleFitColumn,
} from './catalog.sql';

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

/** A product's title words, as idx_products_title_words indexes them: the A part of search_vector. */
const TITLE_WORDS = `ts_filter(p.search_vector, '{a}')`;

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
 * For each query word, its completions in the word list: at most 33, enough to tell "too many"
 * (text_pattern_ops range scan, so 'amort' finds 'amortiguador'). A word of `correctable` without
 * any completion also gets its 12 nearest known words (`nearWords`, `nearSimilarities`: GiST trigram index,
 * K-nearest-neighbour order) for chooseCorrection, in the same round trip. With `code` (see
 * codeProbeRange), also whether any code starts with it (`codeFound`, the same on every row): most
 * searches are words ('pastillas bosch' is also the code PASTILLASBOSCH), and a search statement
 * without its code part plans in half the time. Index probes with the range as parameters, so the
 * statement keeps its generic plan.
 */
export function resolveWordsStatement(
  words: string[],
  { code, correctable = [] }: { code?: string; correctable?: string[] } = {},
): Statement {
  const params = new Params();
  params.add(words);
  // OFFSET 0: the completions are read once per word, not again inside the correction's condition.
  const range = code === undefined ? null : codeProbeRange(code);
  const [from, to] = range ? range.map((bound) => params.add(bound)) : [];
  const starts = (column: string) => `${column} ~>=~ ${from} AND ${column} ~<~ ${to}`;
  const probe = range
    ? `,
        (EXISTS (SELECT 1 FROM products p WHERE ${starts('p.sku_normalized')})
          OR EXISTS (SELECT 1 FROM products p WHERE ${starts('p.oem_normalized')})
          OR EXISTS (SELECT 1 FROM products p WHERE ${starts('p.alternative_sku_normalized')})
          OR EXISTS (SELECT 1 FROM product_cross_references x WHERE NOT x.derived AND ${starts('x.code_normalized')})
        ) AS "codeFound"`
    : '';
  return {
    text: `
      SELECT q.word, c.completions, n.words AS "nearWords", n.similarities AS "nearSimilarities"${probe}
      FROM unnest($1::text[]) WITH ORDINALITY AS q(word, n)
      CROSS JOIN LATERAL (
        SELECT ARRAY(SELECT w.word FROM search_words w
                     WHERE w.word ~>=~ q.word AND w.word ~<~ (q.word || '{')
                     ORDER BY w.word USING ~<~ LIMIT 33) AS completions
        OFFSET 0) c
      CROSS JOIN LATERAL (
        SELECT array_agg(k.word) AS words, array_agg(similarity(k.word, q.word)::float8) AS similarities
        FROM (SELECT w.word FROM search_words w
              WHERE cardinality(c.completions) = 0 AND q.word = ANY (${params.add(correctable)}::text[])
              ORDER BY w.word <-> q.word LIMIT 12) k) n
      ORDER BY q.n`,
    values: params.values,
    prepared: true,
  };
}

/** Which of `words` are in the word list (the known pieces of glued words, see gluedPieces). */
export function knownWordsStatement(words: string[]): Statement {
  return { text: 'SELECT word FROM search_words WHERE word = ANY ($1::text[])', values: [words], prepared: true };
}

/**
 * The btree range of the codes starting with `code` (what LIKE 'CODE%' scans), for a code the
 * search would look up by prefix; null when it would not (too short for a prefix) or its last
 * character has no plain successor (only letters and digits are probed).
 */
export function codeProbeRange(code: string): [string, string] | null {
  if (code.length < MIN_CODE_PREFIX_LENGTH || !/^[A-Z0-9]+$/.test(code)) return null;
  return [code, code.slice(0, -1) + String.fromCharCode(code.charCodeAt(code.length - 1) + 1)];
}

/**
 * One page of search results with the total: products whose code (SKU, OEM, alternative code, an
 * equivalent number) equals or starts with the query, then products whose words hold every query word. The code
 * part reads the three text_pattern_ops btrees, the text part the GIN; only the page's ids and
 * scores come back (productRowsStatement of product-rows.sql.ts reads the rows). Null when nothing can match.
 */
export function searchStatement(
  plan: SearchPlan,
  filters: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
): Statement | null {
  const params = new Params();
  // Added to the parameters when first used: a search with a vehicle may check the fit another way.
  let filtered: string | undefined;
  const filterSql = () =>
    (filtered ??= filterConditions(filters, params)
      .map((condition) => ` AND ${condition}`)
      .join(''));
  // In the order the parameters always had, except where the vehicle's fit may be checked otherwise.
  if (!filters.fitsVehicle || sort !== 'relevance') filterSql();
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
    // The prefix pattern of the code itself matches everything the exact code does: the exact
    // tests then only score, and the rows are found with half the index scans (an equivalent
    // number listed by 850 products cost 3,300 primary-key buffers per array, and the exact
    // array was read twice).
    const match =
      plan.code && plan.codePrefix === likePattern(plan.code) ? prefix : `${exact} OR ${exactEquivalent} OR ${prefix}`;
    parts.push(`code AS MATERIALIZED (
          SELECT ${select(
            `CASE WHEN ${exact} THEN ${SCORE.exactCode} WHEN ${exactEquivalent} THEN ${SCORE.exactEquivalent}
              ELSE ${SCORE.codePrefix} END`,
          )}
          FROM products p WHERE (${match})${filterSql()})`);
    codePart = true;
  }
  const cap = params.add(SEARCH_CANDIDATE_LIMIT);
  let textTotal: string | null = null;
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
    const textQuery = params.add(plan.textQuery);
    const fit =
      sort === 'relevance' && filters.fitsVehicle ? bitmapFitConditions(filters, filters.fitsVehicle, params) : null;
    const rest = () => `${fit ?? filterSql()}${codePart ? ' AND p.id NOT IN (SELECT id FROM code)' : ''}`;
    const matches = () => `p.search_vector @@ to_tsquery('simple', ${textQuery})${rest()}`;
    if (sort === 'relevance') {
      // At most SEARCH_CANDIDATE_LIMIT matches, and when there are that many (any order, so a
      // common word stops the scan there), as many more whose title holds every word
      // (idx_products_title_words): those rank first and must not be left out.
      parts.push(`matched AS MATERIALIZED (
          SELECT ${select(score.join(' + '))} FROM products p WHERE ${matches()} LIMIT ${cap})`);
      parts.push(`text AS (
          SELECT * FROM matched
          UNION ALL
          (SELECT ${select(score.join(' + '))} FROM products p
           WHERE (SELECT count(*) FROM matched) >= ${cap}
             AND ${TITLE_WORDS} @@ to_tsquery('simple', ${textQuery})${rest()}
             AND p.id NOT IN (SELECT id FROM matched)
           LIMIT ${cap}))`);
    } else {
      // A sorted page needs only its first offset + limit matches in that order (the planner walks
      // the sort's index or sorts a small match set), and the total is counted up to the cap.
      parts.push(`text AS (
          SELECT ${select(score.join(' + '))} FROM products p WHERE ${matches()}
          ORDER BY ${orderBy(sort, false)} LIMIT ${params.add(offset + limit)})`);
      textTotal = `(SELECT count(*) FROM (SELECT 1 FROM products p WHERE ${matches()} LIMIT ${cap}) c)`;
    }
  }
  if (parts.length === 0) return null;
  const union = [codePart ? 'SELECT * FROM code' : null, plan.textQuery ? 'SELECT * FROM text' : null]
    .filter(Boolean)
    .join(' UNION ALL ');
  const counted = textTotal ? `${codePart ? '(SELECT count(*) FROM code) + ' : ''}${textTotal}` : 'count(*) OVER ()';
  const order = orderBy(sort, true, 'h');
  const ranked = `SELECT u.*, least(${counted}, ${cap})::int AS total FROM (${union}) u`;
  const page = `ORDER BY ${order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
  // By relevance there are up to 2,000 candidates: their scores are rounded on the page only,
  // after the top-N sort (rounding every one was 8 % of the statement).
  const from =
    sort === 'relevance' ? `(SELECT h.* FROM (${ranked}) h ${page}) h ORDER BY ${order}` : `(${ranked}) h ${page}`;
  return {
    text: `
      WITH ${parts.join(',\n        ')}
      SELECT h.id, round(h.score::numeric, 2)::float8 AS score, h.total
      FROM ${from}`,
    values: params.values,
  };
}

/**
 * The filters of the text part of a relevance search with the vehicle filter. Checking the fit of
 * each match (fitsVehicleRowCondition) reads matches until enough fit: 'filtro' (137,000 matches at
 * 1,000,000 products) with a vehicle that fits 1,026 of them read all of them twice (the title
 * part too), 8 s. Here the fit joins the text index's bitmap: a BitmapAnd with the universal-fit
 * index and the primary key of the vehicle's compatible ids (the array), so that only the rows that
 * fit are read, in the same order (the bitmap's), stopping at the same SEARCH_CANDIDATE_LIMIT. The
 * planner does so when it expects many matches; for a rare word (or one it takes for rare: 'filtro
 * & mann', 116 for 30,000) it reads the text index alone and filters the rows as before, with the
 * hashed IN first (the array searched row by row took 2.7 s for 11,000 ids).
 */
function bitmapFitConditions(filters: ProductFilters, vehicle: Vehicle, params: Params): string {
  const { fitsVehicle: _vehicle, ...others } = filters;
  const compatible = compatibleIds(vehicle, params);
  return [
    ...filterConditions(others, params),
    `(p.universal_fit OR p.id IN (${compatible}))`,
    `(p.universal_fit OR p.id = ANY (ARRAY(${compatible})))`,
  ]
    .map((condition) => ` AND ${condition}`)
    .join('');
}

/**
 * Products to offer when a search found nothing: those with any of the words (a to_tsquery text
 * joined by '|'), best ts_rank first.
 */
export function similarStatement(anyWords: string, filters: ProductFilters, limit: number): Statement {
  const params = new Params();
  const query = `to_tsquery('simple', ${params.add(anyWords)})`;
  const [match, score] = [`p.search_vector @@ ${query}`, `ts_rank(p.search_vector, ${query})`];
  const where = [match, ...filterConditions(filters, params)].join(' AND ');
  // Ranked among the first SEARCH_CANDIDATE_LIMIT matches: "any of the words" can match most of
  // the catalogue.
  return {
    text: `
      SELECT c.id, round(c.score::numeric * 100, 2)::float8 AS score
      FROM (SELECT p.id, (${score}) AS score FROM products p WHERE ${where} LIMIT ${params.add(SEARCH_CANDIDATE_LIMIT)}) c
      ORDER BY 2 DESC, c.id DESC
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
  // Added to the parameters when first used: '-a' has no code part and no word part.
  let fitsText: string | undefined;
  const fits = () => (fitsVehicle ? (fitsText ??= ` AND ${fitsVehicleRowCondition(fitsVehicle, params)}`) : '');
  const parts: string[] = [];
  const part = (matchType: string, where: string, order: string, from = 'products p', filtered = false) =>
    `(SELECT ${columns}, '${matchType}' AS "matchType", ${parts.length + 1} AS part,
        row_number() OVER (ORDER BY ${order}) AS n
      FROM ${from} WHERE ${where}${filtered ? '' : fits()} ORDER BY ${order} LIMIT ${max})`;
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
                WHERE p.search_vector @@ to_tsquery('simple', ${params.add(plan.titleQuery)})${fits()} LIMIT 500) m
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
  return `${escapeLike(value)}%`;
}
