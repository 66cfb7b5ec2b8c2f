/**
 * Pure helpers of the catalogue search: how a typed query becomes words, a code, a tsquery, and
 * how a misspelt word is corrected. No I/O here; product-search.service.ts runs the SQL.
 */
import { normalizeCode, normalizeText } from './catalog-normalize';
import type { SearchPlan } from './catalog-search.sql';
import { escapeLike } from '../../core/database/sql';

/** Words that carry no meaning in a part title ('pastillas de freno'); dropped unless nothing else is left. */
const STOPWORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'sin',
  'y',
]);

/** At most this many words count; the rest of a pasted paragraph is ignored. */
export const MAX_QUERY_WORDS = 16;
/** A code prefix shorter than this would match thousands of codes: only exact matches then. */
export const MIN_CODE_PREFIX_LENGTH = 3;
/** The word list answers at most this many completions for a prefix; more means "use the :* operator". */
export const MAX_PREFIX_EXPANSIONS = 32;
/** Words shorter than this are never corrected (too many near neighbours). */
export const MIN_CORRECTABLE_LENGTH = 4;
/** A known word closer than this (pg_trgm similarity, its `%` default) may stand in for an unknown one among similar products. */
export const NEAR_WORD_MIN_SIMILARITY = 0.3;
/** Glued words ('pastillasfreno'): each piece has at least this many letters. */
export const MIN_GLUED_PIECE_LENGTH = 3;
/** ... at most this many pieces, */
export const MAX_GLUED_PIECES = 4;
/** ... and only words this long are split (the lookup probes every piece of at least 3 letters of the word). */
export const MAX_GLUED_WORD_LENGTH = 24;
/** At most this many words of one query are split. */
export const MAX_GLUED_WORDS = 4;

export interface ParsedSearch {
  /** normalizeText(raw): lowercase, accent-free. */
  text: string;
  /** Significant words (letters and digits only), in typed order, without repeats. */
  words: string[];
  /** normalizeCode(raw) when the query could be a SKU/OEM code, otherwise null. */
  code: string | null;
}

/** 'Pastillas de FRENO  yaris' → words [pastillas, freno, yaris], code 'PASTILLASDEFRENOYARIS'. */
export function parseSearchQuery(raw: string): ParsedSearch {
  const text = normalizeText(raw);
  const tokens = [...new Set(text.split(/[^a-z0-9]+/).filter(Boolean))];
  const meaningful = tokens.filter((token) => !STOPWORDS.has(token));
  const words = (meaningful.length > 0 ? meaningful : tokens).slice(0, MAX_QUERY_WORDS);
  const code = normalizeCode(raw);
  return { text, words, code: code.length >= 2 && /[A-Z0-9]/.test(code) ? code : null };
}

/**
 * Whether a query word is looked up in the search_words list (completions, typos). The last word
 * always is (it may still be being typed: '2013-20' should find 2020, 'S4 0' should find 'S4 094');
 * elsewhere numbers and single characters must match exactly ('2010' is not every year 2010-2019).
 */
export function isDictionaryWord(word: string, last = false): boolean {
  return last || (word.length >= 2 && /[a-z]/.test(word));
}

export function isCorrectable(word: string): boolean {
  return word.length >= MIN_CORRECTABLE_LENGTH && /^[a-z]+$/.test(word);
}

/**
 * How one query word matches product words:
 * - `exact`: these lexemes, any of them (a known word and its completions, a correction, or a
 *   number that is not the last word);
 * - `prefix`: the tsquery prefix operator (more completions than are worth listing);
 * - `any`: a last word of one or two characters with too many completions: ignored until typed on;
 * - `none`: nothing in the catalogue can match it; `near`, known words that look like it (for
 *   similar products).
 * A glued word ('pastillasfreno') becomes one `exact` term per known piece, each `correctedFrom`
 * the typed word.
 */
export type TermMatch =
  | { word: string; kind: 'exact'; lexemes: string[]; correctedFrom?: string }
  | { word: string; kind: 'prefix' }
  | { word: string; kind: 'any' }
  | { word: string; kind: 'none'; near?: string[] };

/**
 * Decides how a word matches, from its completions in the word list (at most
 * MAX_PREFIX_EXPANSIONS + 1 of them) and, when it has none, the correction chosen for it.
 */
export function resolveTerm(word: string, completions: string[], correction: string | null, last = false): TermMatch {
  if (!isDictionaryWord(word, last)) return { word, kind: 'exact', lexemes: [word] };
  if (completions.length > MAX_PREFIX_EXPANSIONS) return { word, kind: word.length < 3 ? 'any' : 'prefix' };
  // Single characters are not in the word list, but may be in a title ('Amortiguador 1').
  const lexemes = word.length === 1 && !completions.includes(word) ? [word, ...completions] : completions;
  if (lexemes.length > 0) return { word, kind: 'exact', lexemes };
  if (correction) return { word: correction, kind: 'exact', lexemes: [correction], correctedFrom: word };
  return { word, kind: 'none' };
}

/** The words of a query that are looked up in the word list (see isDictionaryWord), in order. */
export function lookupWords(words: string[]): string[] {
  return words.filter((word, index) => isDictionaryWord(word, index === words.length - 1));
}

/** A row of resolveWordsStatement: a looked-up word, its completions, and without any, its nearest known words. */
export interface WordRow {
  word: string;
  completions: string[];
  nearWords: string[] | null;
  nearSimilarities: number[] | null;
  codeFound?: boolean;
}

/** How each query word matches, from the rows of resolveWordsStatement for lookupWords(words). */
export function termsFromWordRows(words: string[], rows: WordRow[]): TermMatch[] {
  const byWord = new Map(rows.map((row) => [row.word, row]));
  return words.map((word, index) => {
    const row = byWord.get(word);
    const found = row?.completions ?? [];
    const candidates = (row?.nearWords ?? []).map((near, at) => ({
      word: near,
      similarity: row?.nearSimilarities?.[at] ?? 0,
    }));
    const correction = found.length === 0 && isCorrectable(word) ? chooseCorrection(word, candidates) : null;
    const term = resolveTerm(word, found, correction, index === words.length - 1);
    if (term.kind !== 'none') return term;
    const near = candidates.filter((candidate) => candidate.similarity >= NEAR_WORD_MIN_SIMILARITY);
    return near.length > 0 ? { ...term, near: near.map((candidate) => candidate.word) } : term;
  });
}

/** The known look-alikes of the words that match nothing, as terms (for similar products). */
export function nearTerms(terms: TermMatch[]): TermMatch[] {
  return terms.flatMap((term): TermMatch[] =>
    term.kind === 'none' ? (term.near ?? []).map((word) => ({ word, kind: 'exact', lexemes: [word] })) : [],
  );
}

/**
 * The words worth splitting into known pieces ('pastillasfreno', 'frenoyaris'): matched nothing,
 * letters only, long enough for two pieces and short enough to probe every piece.
 */
export function gluedWords(terms: TermMatch[]): string[] {
  return terms
    .filter(
      (term) =>
        term.kind === 'none' &&
        /^[a-z]+$/.test(term.word) &&
        term.word.length >= 2 * MIN_GLUED_PIECE_LENGTH &&
        term.word.length <= MAX_GLUED_WORD_LENGTH,
    )
    .map((term) => term.word)
    .slice(0, MAX_GLUED_WORDS);
}

/** Every piece of at least MIN_GLUED_PIECE_LENGTH letters of the words, to look up in the word list. */
export function gluedPieces(words: string[]): string[] {
  const pieces = new Set<string>();
  for (const word of words) {
    for (let start = 0; start + MIN_GLUED_PIECE_LENGTH <= word.length; start++) {
      for (let end = start + MIN_GLUED_PIECE_LENGTH; end <= word.length; end++) pieces.add(word.slice(start, end));
    }
  }
  return [...pieces];
}

/**
 * The fewest known words (2 to MAX_GLUED_PIECES) that make up `word` when written one after the
 * other, the longest last piece first among equals; null when there are none.
 */
export function splitGluedWord(word: string, known: ReadonlySet<string>): string[] | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    best[end] = null;
    for (let start = 0; start + MIN_GLUED_PIECE_LENGTH <= end; start++) {
      const before = best[start];
      const piece = word.slice(start, end);
      if (!before || !known.has(piece)) continue;
      if (!best[end] || before.length + 1 < (best[end]?.length ?? Infinity)) best[end] = [...before, piece];
    }
  }
  const pieces = best[word.length];
  return pieces && pieces.length >= 2 && pieces.length <= MAX_GLUED_PIECES ? pieces : null;
}

/** The terms with each glued word that splits into known pieces replaced by those pieces (see gluedWords). */
export function splitGluedTerms(terms: TermMatch[], knownPieces: string[]): TermMatch[] {
  const known = new Set(knownPieces);
  const candidates = new Set(gluedWords(terms));
  const seen = new Set<string>();
  return terms
    .flatMap((term): TermMatch[] => {
      const pieces = candidates.has(term.word) ? splitGluedWord(term.word, known) : null;
      if (!pieces) return [term];
      return pieces.map((piece) => ({ word: piece, kind: 'exact', lexemes: [piece], correctedFrom: term.word }));
    })
    .filter((term) => !seen.has(term.word) && seen.add(term.word));
}

/**
 * A to_tsquery('simple', ...) text that requires every term: 'pastillas:* & (freno | frenos)'
 * (or any term, with operator '|').
 * With `weight` each lexeme must come from that part of the document ('A' = the title).
 * Terms of kind 'none' and 'any' are skipped (the caller decides what 'none' means).
 * Words are [a-z0-9]+ by construction, so nothing needs quoting.
 */
export function buildTsQuery(terms: TermMatch[], weight?: 'A', operator: '&' | '|' = '&'): string {
  const suffix = weight ?? '';
  return terms
    .map((term) => {
      if (term.kind === 'prefix') return `${term.word}:*${suffix}`;
      if (term.kind === 'none' || term.kind === 'any') return null;
      const lexemes = term.lexemes.map((lexeme) => (suffix ? `${lexeme}:${suffix}` : lexeme));
      return lexemes.length === 1 ? lexemes[0] : `(${lexemes.join(' | ')})`;
    })
    .filter((part): part is string => part !== null)
    .join(` ${operator} `);
}

/** Optimal string alignment distance: Levenshtein plus swapping two neighbours ('bujai' → 'bujia' is 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/** One typo in a short word, two in a long one. */
export function maxTypos(word: string): number {
  return word.length >= 7 ? 2 : 1;
}

export interface CorrectionCandidate {
  word: string;
  /** pg_trgm similarity to the typed word, 0..1. */
  similarity: number;
}

/**
 * Picks the known word a misspelt one most likely meant: fewest edits (against the whole word,
 * or against its beginning when the user was still typing), then same first letter, then
 * trigram similarity, then the shorter word. Null when nothing is close enough.
 */
export function chooseCorrection(word: string, candidates: CorrectionCandidate[]): string | null {
  const limit = maxTypos(word);
  const scored = candidates
    .map((candidate) => {
      const whole = editDistance(word, candidate.word);
      const typing =
        candidate.word.length > word.length ? editDistance(word, candidate.word.slice(0, word.length)) : whole;
      return { ...candidate, whole, distance: Math.min(whole, typing) };
    })
    .filter((candidate) => candidate.distance <= limit && candidate.word !== word);
  scored.sort(
    (a, b) =>
      a.distance - b.distance ||
      a.whole - b.whole ||
      Number(b.word[0] === word[0]) - Number(a.word[0] === word[0]) ||
      b.similarity - a.similarity ||
      a.word.length - b.word.length ||
      a.word.localeCompare(b.word),
  );
  return scored[0]?.word ?? null;
}

/**
 * Turns a parsed query and its resolved words into what the search SQL needs. The text part is
 * dropped when a word can match nothing (the code part may still find the product).
 */
export function buildSearchPlan(parsed: ParsedSearch, terms: TermMatch[]): SearchPlan {
  const code = parsed.code;
  const matching = terms.filter((term) => term.kind !== 'any');
  const textMatches = matching.length > 0 && matching.every((term) => term.kind !== 'none');
  const exactWords = matching.map((term) => term.word).join(' & ');
  const textQuery = textMatches ? buildTsQuery(terms) : null;
  const corrected = terms.some((term) => term.kind === 'exact' && term.correctedFrom !== undefined);
  return {
    code,
    codePrefix: code && code.length >= MIN_CODE_PREFIX_LENGTH ? likePrefix(code) : null,
    textQuery,
    titleQuery: textMatches ? buildTsQuery(terms, 'A') : null,
    exactQuery: textMatches && exactWords !== textQuery ? exactWords : null,
    titleStart: textMatches ? likePrefix(matching[0].word) : null,
    // The title starts with everything typed (someone typing the title), and holds the words in order.
    textStart: textMatches && !corrected && matching.length > 1 ? likePrefix(parsed.text) : null,
    wordOrder:
      textMatches && matching.length > 1 ? `%${matching.map((term) => escapeLike(term.word)).join('%')}%` : null,
    corrected,
  };
}

/** Escapes LIKE wildcards in a value used as a prefix pattern. */
export function likePrefix(value: string): string {
  return `${escapeLike(value)}%`;
}
