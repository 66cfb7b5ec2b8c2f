// The catalogue API's database work without the API: the same statements (imported from the
// built backend), in the same order. With `cache: true` it also keeps the API's response cache
// (a Map standing in for both levels); the benchmark runs it without, to show what a call costs
// when its answer is not cached.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/app.mjs';

const require = createRequire(import.meta.url);
const catalogModule = (file) => require(path.join(ROOT, 'backend/dist/modules/catalog', file));

export function directCatalog(databaseUrl, { connections, cache = true }) {
  // The statements of catalog.sql.ts, of its search part (catalog-search.sql.ts) and the product rows (product-rows.sql.ts).
  const sql = {
    ...catalogModule('catalog.sql.js'),
    ...catalogModule('catalog-search.sql.js'),
    ...catalogModule('product-rows.sql.js'),
  };
  const query = catalogModule('search-query.js');
  const { SIMILAR_PRODUCTS_LIMIT } = catalogModule('catalog.constants.js');
  const { VERSION_MAX_AGE_MS } = catalogModule('catalog-cache.service.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const names = new Map();
  const memo = new Map();

  const nameOf = (text) => {
    if (!names.has(text)) names.set(text, `catalog_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`);
    return names.get(text);
  };
  const run = async (statement) =>
    (
      await pool.query(
        statement.prepared
          ? { name: nameOf(statement.text), text: statement.text, values: statement.values }
          : { text: statement.text, values: statement.values },
      )
    ).rows;
  // CatalogCacheService without Redis: keyed by the version of the scope (read at most every
  // VERSION_MAX_AGE_MS), one computation per key.
  let versions = null;
  const readVersions = async () => {
    if (!versions || performance.now() - versions.at >= VERSION_MAX_AGE_MS) {
      const at = performance.now();
      const [row] = await run(sql.catalogVersionStatement());
      versions = { all: row.version, search: row.searchVersion, at };
    }
    return versions;
  };
  const remember = async (kind, params, compute, scope = 'all') => {
    if (!cache) return compute();
    const key = `${kind}:${(await readVersions())[scope]}:${JSON.stringify(params)}`;
    if (!memo.has(key)) memo.set(key, compute());
    return memo.get(key);
  };

  // ProductSearchService.lookUp: completions, corrections and the code probe in one statement.
  async function lookUp(words, code) {
    const lookup = query.lookupWords(words);
    const rows =
      lookup.length > 0
        ? await run(sql.resolveWordsStatement(lookup, { code, correctable: lookup.filter(query.isCorrectable) }))
        : [];
    const terms = query.termsFromWordRows(words, rows);
    const glued = query.gluedWords(terms);
    const known = glued.length > 0 ? await run(sql.knownWordsStatement(query.gluedPieces(glued))) : [];
    return {
      terms:
        known.length > 0
          ? query.splitGluedTerms(
              terms,
              known.map((row) => row.word),
            )
          : terms,
      codeFound: rows[0]?.codeFound ?? true,
    };
  }

  async function similar(parsed, terms, filters, limit) {
    const known = terms.filter((term) => term.kind !== 'none');
    if (known.length > 0 && known.length < terms.length) {
      const statement = sql.searchStatement(
        query.buildSearchPlan({ ...parsed, code: null }, known),
        filters,
        'relevance',
        limit,
        0,
      );
      const rows = statement ? await run(statement) : [];
      if (rows.length > 0) return rows;
    }
    if (filters.fitsVehicle) return [];
    const words = known.filter((term) => term.kind !== 'any');
    const near = query.nearTerms(terms);
    if (words.length < 2 && near.length === 0) return [];
    return run(sql.similarStatement(query.buildTsQuery([...words, ...near], undefined, '|'), filters, limit));
  }

  async function productRows(ids, options) {
    if (ids.length === 0) return [];
    const rows = await run(sql.productRowsStatement(ids, options));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter(Boolean);
  }

  return {
    /**
     * ProductsService.searchPage: the page cached whole, its hits kept while only stock changes.
     * `fitment`: the shopper's vehicle (each product says how it fits it); `filters.fitsVehicle`
     * keeps only the products that fit it.
     */
    async search(raw, { filters = {}, sort = 'relevance', limit = 10, offset = 0, withSimilar = true, fitment } = {}) {
      const parsed = query.parseSearchQuery(raw);
      const key = { text: parsed.text, code: parsed.code, filters, sort, limit, offset, similar: withSimilar };
      return remember('search-page', { ...key, fitment }, async () => {
        const result = await remember(
          'search',
          key,
          async () => {
            const { terms, codeFound } = await lookUp(parsed.words, parsed.code ?? undefined);
            // No code starts with the text: the statement's code part would find nothing.
            const plan = query.buildSearchPlan(codeFound ? parsed : { ...parsed, code: null }, terms);
            const statement = sql.searchStatement(plan, filters, sort, limit, offset);
            const rows = statement ? await run(statement) : [];
            const total = rows[0]?.total ?? 0;
            return {
              hits: rows,
              total,
              similar: withSimilar && total === 0 ? await similar(parsed, terms, filters, SIMILAR_PRODUCTS_LIMIT) : [],
            };
          },
          'search',
        );
        const [products, similarProducts] = await Promise.all([
          productRows(
            result.hits.map((hit) => hit.id),
            { vehicle: true, fitment },
          ),
          productRows(
            result.similar.map((hit) => hit.id),
            { vehicle: true, fitment },
          ),
        ]);
        return { products, total: result.total, similar: similarProducts };
      });
    },

    /** ProductSearchService.suggestions. */
    async suggestions(raw, limit) {
      const parsed = query.parseSearchQuery(raw);
      return remember(
        'suggest',
        { text: parsed.text, code: parsed.code, limit },
        async () => {
          const { terms } = await lookUp(parsed.words);
          const rows = await run(sql.suggestionsStatement(parsed, query.buildSearchPlan(parsed, terms), limit));
          const seen = new Set();
          return rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, limit);
        },
        'search',
      );
    },

    /** ProductsService.listPage (`fitment` as in search). */
    async listPage(filters, sort, page, limit, fitment) {
      const key = { filters, sort, page, limit };
      return remember('page', { ...key, fitment }, async () => {
        const [ids, total] = await Promise.all([
          remember(
            'page-ids',
            key,
            async () =>
              (await run(sql.listPageStatement(filters, sort, limit, (page - 1) * limit))).map((row) => row.id),
            'search',
          ),
          remember('count', filters, async () => (await run(sql.listCountStatement(filters)))[0].total, 'search'),
        ]);
        return { rows: await productRows(ids, { fitment }), total };
      });
    },

    /** ProductsService.findOne. */
    async detail(id) {
      return remember('detail', { id }, async () => (await run(sql.productDetailStatement(id)))[0] ?? null);
    },

    close: () => pool.end(),
  };
}
