import { Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Every distinct word (two characters or more, numbers included) of product titles, manufacturers
 * and applications: the dictionary query words are completed ('amort' → 'amortiguador',
 * '20' → '2020') and misspelt ones corrected against. Written only by the
 * database (trigger trg_products_search_words_*); words are never removed.
 */
@Entity({ name: 'search_words' })
// Prefix lookups: btree (word text_pattern_ops); nearest words: GiST (word gist_trgm_ops).
@Index('idx_search_words_word_pattern', { synchronize: false })
@Index('idx_search_words_word_trgm', { synchronize: false })
export class SearchWord {
  @PrimaryColumn({ type: 'text' })
  word: string;
}
