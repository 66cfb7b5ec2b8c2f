import { Injectable } from '@nestjs/common';
import { type ProductSort, SIMILAR_PRODUCTS_LIMIT, type VehicleFit } from './catalog.constants';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogSqlRunner } from './catalog-sql.runner';
import type { ProductFilters, Statement, Vehicle } from './catalog.sql';
import {
  knownWordsStatement,
  resolveWordsStatement,
  searchStatement,
  similarStatement,
  suggestionsStatement,
} from './catalog-search.sql';
import {
  buildSearchPlan,
  buildTsQuery,
  gluedPieces,
  gluedWords,
  isCorrectable,
  lookupWords,
  nearTerms,
  parseSearchQuery,
  type ParsedSearch,
  splitGluedTerms,
  type TermMatch,
  termsFromWordRows,
  type WordRow,
} from './search-query';
import type { SuggestionMatchType } from './catalog.responses';

export interface SearchHit {
  id: number;
  score: number;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  /** The words as searched when one was corrected ('amortiguador trasero'), otherwise null. */
  correctedText: string | null;
  /** Similar products, when asked for and nothing matched. */
  similar: SearchHit[];
}

export interface SuggestionRow {
  id: number;
  title: string;
  sku: string;
  oem: string | null;
  /** The list price and the stored sale price: ProductsService turns them into the price charged. */
  price: number;
  salePrice: number | null;
  matchType: SuggestionMatchType;
  /** Only with a vehicle. */
  vehicleFit?: VehicleFit;
}

/**
 * The search engine: PostgreSQL only. Code lookups on normalised btrees, words through a GIN
 * tsvector, typos corrected against the small search_words list (see catalog.sql.ts and
 * search-query.ts for the pieces, docs/performance.md for the plans).
 */
@Injectable()
export class ProductSearchService {
  constructor(
    private readonly sql: CatalogSqlRunner,
    private readonly cache: CatalogCacheService,
  ) {}

  private run<T>(statement: Statement): Promise<T[]> {
    return this.sql.rows<T>(statement);
  }

  /** How each word of the query matches: completions from the word list, or a typo correction. */
  async resolveTerms(words: string[]): Promise<TermMatch[]> {
    return (await this.lookUp(words)).terms;
  }

  /**
   * resolveTerms in one round trip (the completions, and the nearest known words of those without
   * any), and with `code`, whether any product code starts with it, in the same statement (false:
   * the search needs no code part). `codeFound` is true when nothing was probed. A word that
   * matched nothing and may be several glued together ('pastillasfreno') costs a second round
   * trip, for its pieces.
   */
  private async lookUp(words: string[], code?: string): Promise<{ terms: TermMatch[]; codeFound: boolean }> {
    const lookup = lookupWords(words);
    const rows =
      lookup.length > 0
        ? await this.run<WordRow>(resolveWordsStatement(lookup, { code, correctable: lookup.filter(isCorrectable) }))
        : [];
    const terms = termsFromWordRows(words, rows);
    const glued = gluedWords(terms);
    const known = glued.length > 0 ? await this.run<{ word: string }>(knownWordsStatement(gluedPieces(glued))) : [];
    return {
      terms:
        known.length > 0
          ? splitGluedTerms(
              terms,
              known.map((row) => row.word),
            )
          : terms,
      codeFound: rows[0]?.codeFound ?? true,
    };
  }

  async search(
    raw: string,
    filters: ProductFilters,
    sort: ProductSort,
    limit: number,
    offset: number,
    { similar = false }: { similar?: boolean } = {},
  ): Promise<SearchResult> {
    const parsed = parseSearchQuery(raw);
    const { terms, codeFound } = await this.lookUp(parsed.words, parsed.code ?? undefined);
    // No code starts with the text: the statement's code part would find nothing.
    const plan = buildSearchPlan(codeFound ? parsed : { ...parsed, code: null }, terms);
    const statement = searchStatement(plan, filters, sort, limit, offset);
    const rows = statement ? await this.run<SearchHit & { total: number }>(statement) : [];
    // A page past the end has no row to carry the total: ask for the first one.
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0 && statement) {
      total =
        (await this.run<{ total: number }>(searchStatement(plan, filters, sort, 1, 0) as Statement))[0]?.total ?? 0;
    }
    return {
      hits: rows.map((row) => ({ id: row.id, score: row.score })),
      total,
      correctedText: plan.corrected ? terms.map((term) => term.word).join(' ') : null,
      similar: similar && total === 0 ? await this.similar(parsed, terms, filters, SIMILAR_PRODUCTS_LIMIT) : [],
    };
  }

  /**
   * Products to offer when a search found nothing: the query without the words that match
   * nothing, else any of its words, else any known word that looks like one of those that match
   * nothing (trigram neighbours from the word list, not from the titles: bounded by the
   * candidate cap); with the vehicle filter, only the first.
   */
  private async similar(
    parsed: ParsedSearch,
    terms: TermMatch[],
    filters: ProductFilters,
    limit: number,
  ): Promise<SearchHit[]> {
    const known = terms.filter((term) => term.kind !== 'none');
    if (known.length > 0 && known.length < terms.length) {
      const statement = searchStatement(
        buildSearchPlan({ ...parsed, code: null }, known),
        filters,
        'relevance',
        limit,
        0,
      );
      const rows = statement ? await this.run<SearchHit>(statement) : [];
      if (rows.length > 0) return rows.map((row) => ({ id: row.id, score: row.score }));
    }
    // Only what fits a vehicle: ranking "any of the words" would read a large share of the
    // catalogue (100-400 ms at 200,000 products) to keep a few. Nothing fits, and the answer says so.
    if (filters.fitsVehicle) return [];
    const words = known.filter((term) => term.kind !== 'any');
    const near = nearTerms(terms);
    if (words.length < 2 && near.length === 0) return [];
    return this.run<SearchHit>(similarStatement(buildTsQuery([...words, ...near], undefined, '|'), filters, limit));
  }

  /**
   * Search-as-you-type: codes first (equivalent numbers too), then titles that start with the
   * text, then titles with every word. With a vehicle, each says how it fits it; with
   * `onlyFitting`, only those that fit it.
   */
  async suggestions(
    raw: string,
    limit: number,
    { fitment, onlyFitting = false }: { fitment?: Vehicle; onlyFitting?: boolean } = {},
  ): Promise<SuggestionRow[]> {
    const parsed = parseSearchQuery(raw);
    const fitsVehicle = onlyFitting ? fitment : undefined;
    // Titles, codes and prices only: an order (stock) does not change them.
    return this.cache.remember(
      'suggest',
      { text: parsed.text, code: parsed.code, limit, fitment, fitsVehicle },
      async () => {
        const terms = await this.resolveTerms(parsed.words);
        const rows = await this.run<SuggestionRow>(
          suggestionsStatement(parsed, buildSearchPlan(parsed, terms), limit, { fitsVehicle, fitment }),
        );
        const seen = new Set<number>();
        return rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, limit);
      },
      'search',
    );
  }
}
