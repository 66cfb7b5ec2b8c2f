import {
  buildSearchPlan,
  buildTsQuery,
  chooseCorrection,
  editDistance,
  gluedPieces,
  gluedWords,
  isCorrectable,
  isDictionaryWord,
  likePrefix,
  lookupWords,
  MAX_GLUED_WORD_LENGTH,
  MAX_GLUED_WORDS,
  MAX_PREFIX_EXPANSIONS,
  nearTerms,
  parseSearchQuery,
  resolveTerm,
  splitGluedTerms,
  splitGluedWord,
  type TermMatch,
  termsFromWordRows,
} from './search-query';

describe('search-query', () => {
  describe(parseSearchQuery.name, () => {
    it('should split accent-free lowercase words and drop Spanish stopwords', () => {
      expect(parseSearchQuery('  Pastillas de FRENO  Yaris ')).toEqual({
        text: 'pastillas de freno yaris',
        words: ['pastillas', 'freno', 'yaris'],
        code: 'PASTILLASDEFRENOYARIS',
      });
      expect(parseSearchQuery('Bujía Cigüeñal').words).toEqual(['bujia', 'ciguenal']);
    });

    it('should split words on punctuation but keep the code whole', () => {
      expect(parseSearchQuery('90915-YZZE1')).toEqual({
        text: '90915-yzze1',
        words: ['90915', 'yzze1'],
        code: '90915YZZE1',
      });
      expect(parseSearchQuery('0 986 494 123').code).toBe('0986494123');
      expect(parseSearchQuery('Mazda CX-5 2017').words).toEqual(['mazda', 'cx', '5', '2017']);
    });

    it('should keep stopwords when they are all there is, drop repeats and cap the word count', () => {
      expect(parseSearchQuery('de la').words).toEqual(['de', 'la']);
      expect(parseSearchQuery('freno freno FRENO').words).toEqual(['freno']);
      expect(parseSearchQuery('a b c d e f g h i j k l m n o p q r s t').words).toHaveLength(16);
    });

    it('should not offer a code for punctuation alone', () => {
      expect(parseSearchQuery(' -./ ').code).toBeNull();
      expect(parseSearchQuery('x').code).toBeNull();
    });
  });

  describe(resolveTerm.name, () => {
    it('should match numbers and single characters exactly, except a number still being typed', () => {
      expect(resolveTerm('2010', [], null)).toEqual({ word: '2010', kind: 'exact', lexemes: ['2010'] });
      expect(resolveTerm('5', [], null)).toEqual({ word: '5', kind: 'exact', lexemes: ['5'] });
      expect(resolveTerm('202', ['2020', '2021'], null, true)).toEqual({
        word: '202',
        kind: 'exact',
        lexemes: ['2020', '2021'],
      });
    });

    it('should use the completions of a known prefix, or the prefix operator when there are too many', () => {
      expect(resolveTerm('fren', ['freno', 'frenos'], null)).toEqual({
        word: 'fren',
        kind: 'exact',
        lexemes: ['freno', 'frenos'],
      });
      const many = Array.from({ length: MAX_PREFIX_EXPANSIONS + 1 }, (_, i) => `fad${i}`);
      expect(resolveTerm('fad', many, null)).toEqual({ word: 'fad', kind: 'prefix' });
      // One or two characters with that many completions: not typed enough to mean anything yet.
      expect(resolveTerm('fa', many, null, true)).toEqual({ word: 'fa', kind: 'any' });
      expect(resolveTerm('0', ['094', '0986'], null, true)).toEqual({
        word: '0',
        kind: 'exact',
        lexemes: ['0', '094', '0986'],
      });
    });

    it('should fall back to the correction, and to nothing', () => {
      expect(resolveTerm('bujai', [], 'bujia')).toEqual({
        word: 'bujia',
        kind: 'exact',
        lexemes: ['bujia'],
        correctedFrom: 'bujai',
      });
      expect(resolveTerm('ferrari', [], null)).toEqual({ word: 'ferrari', kind: 'none' });
    });
  });

  describe(buildTsQuery.name, () => {
    const terms: TermMatch[] = [
      { word: 'pastillas', kind: 'exact', lexemes: ['pastillas'] },
      { word: 'fren', kind: 'exact', lexemes: ['freno', 'frenos'] },
      { word: 'ya', kind: 'prefix' },
      { word: 'zz', kind: 'none' },
    ];

    it('should require every term, with alternatives in parentheses', () => {
      expect(buildTsQuery(terms)).toBe('pastillas & (freno | frenos) & ya:*');
    });

    it('should restrict every lexeme to the title with weight A', () => {
      expect(buildTsQuery(terms, 'A')).toBe('pastillas:A & (freno:A | frenos:A) & ya:*A');
    });

    it('should accept any term with the | operator', () => {
      expect(buildTsQuery(terms.slice(0, 2), undefined, '|')).toBe('pastillas | (freno | frenos)');
    });
  });

  describe(buildSearchPlan.name, () => {
    it('should ignore a last word too short to mean anything yet', () => {
      const plan = buildSearchPlan(parseSearchQuery('bosch s4 0'), [
        { word: 'bosch', kind: 'exact', lexemes: ['bosch'] },
        { word: 's4', kind: 'exact', lexemes: ['s4'] },
        { word: '0', kind: 'any' },
      ]);
      expect(plan.textQuery).toBe('bosch & s4');
    });

    it('should search codes and words together', () => {
      const parsed = parseSearchQuery('Pastillas fren');
      const plan = buildSearchPlan(parsed, [
        { word: 'pastillas', kind: 'exact', lexemes: ['pastillas'] },
        { word: 'fren', kind: 'exact', lexemes: ['freno'] },
      ]);
      expect(plan).toEqual({
        code: 'PASTILLASFREN',
        codePrefix: 'PASTILLASFREN%',
        textQuery: 'pastillas & freno',
        titleQuery: 'pastillas:A & freno:A',
        exactQuery: 'pastillas & fren',
        titleStart: 'pastillas%',
        textStart: 'pastillas fren%',
        wordOrder: '%pastillas%fren%',
        corrected: false,
      });
    });

    it('should drop the text part when a word can match nothing, and short codes have no prefix', () => {
      const plan = buildSearchPlan(parseSearchQuery('AB zz'), [
        { word: 'ab', kind: 'exact', lexemes: ['ab'] },
        { word: 'zz', kind: 'none' },
      ]);
      expect(plan).toMatchObject({ code: 'ABZZ', textQuery: null, titleQuery: null, titleStart: null });
      expect(buildSearchPlan(parseSearchQuery('AB'), []).codePrefix).toBeNull();
    });

    it('should flag corrected searches and skip a redundant exact query', () => {
      const plan = buildSearchPlan(parseSearchQuery('bujai'), [
        { word: 'bujia', kind: 'exact', lexemes: ['bujia'], correctedFrom: 'bujai' },
      ]);
      expect(plan).toMatchObject({
        textQuery: 'bujia',
        exactQuery: null,
        corrected: true,
        titleStart: 'bujia%',
        textStart: null,
        wordOrder: null,
      });
    });
  });

  describe(editDistance.name, () => {
    it('should count insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
      expect(editDistance('amortigador', 'amortiguador')).toBe(1);
      expect(editDistance('bujai', 'bujia')).toBe(1);
      expect(editDistance('pastilas', 'pastillas')).toBe(1);
      expect(editDistance('filtor', 'filtro')).toBe(1);
      expect(editDistance('freno', 'freno')).toBe(0);
      expect(editDistance('radiador', 'alternador')).toBeGreaterThan(2);
    });
  });

  describe(chooseCorrection.name, () => {
    it('should pick the closest word, preferring the same first letter', () => {
      expect(
        chooseCorrection('amortigador', [
          { word: 'amortiguador', similarity: 0.6 },
          { word: 'amortiguadores', similarity: 0.55 },
        ]),
      ).toBe('amortiguador');
      expect(
        chooseCorrection('bomba', [
          { word: 'tomba', similarity: 0.5 },
          { word: 'bombas', similarity: 0.5 },
        ]),
      ).toBe('bombas');
    });

    it('should accept a typo in a word still being typed', () => {
      expect(chooseCorrection('amortigu', [{ word: 'amortiguador', similarity: 0.5 }])).toBe('amortiguador');
      expect(chooseCorrection('amortigad', [{ word: 'amortiguador', similarity: 0.5 }])).toBe('amortiguador');
    });

    it('should refuse words that are too far', () => {
      expect(chooseCorrection('ferrari', [{ word: 'freno', similarity: 0.2 }])).toBeNull();
      expect(chooseCorrection('abcd', [{ word: 'xbcy', similarity: 0.3 }])).toBeNull();
      expect(chooseCorrection('freno', [])).toBeNull();
    });
  });

  describe('word classes', () => {
    it('should tell dictionary and correctable words apart', () => {
      expect(isDictionaryWord('rav')).toBe(true);
      expect(isDictionaryWord('12v')).toBe(true);
      expect(isDictionaryWord('2010')).toBe(false);
      expect(isDictionaryWord('2010', true)).toBe(true);
      expect(isDictionaryWord('x')).toBe(false);
      expect(isDictionaryWord('x', true)).toBe(true);
      expect(isCorrectable('bujai')).toBe(true);
      expect(isCorrectable('rav4')).toBe(false);
      expect(isCorrectable('cx')).toBe(false);
    });
  });

  describe(termsFromWordRows.name, () => {
    it('should complete, correct from the nearest words, and keep the words not looked up', () => {
      const words = ['filro', '2010', 'amort'];
      expect(lookupWords(words)).toEqual(['filro', 'amort']);
      const terms = termsFromWordRows(words, [
        { word: 'filro', completions: [], nearWords: ['filtros', 'filtro'], nearSimilarities: [0.4, 0.5] },
        { word: 'amort', completions: ['amortiguador'], nearWords: null, nearSimilarities: null },
      ]);
      expect(terms).toEqual([
        { word: 'filtro', kind: 'exact', lexemes: ['filtro'], correctedFrom: 'filro' },
        { word: '2010', kind: 'exact', lexemes: ['2010'] },
        { word: 'amort', kind: 'exact', lexemes: ['amortiguador'] },
      ]);
    });
  });

  describe('words that match nothing', () => {
    it('should keep the look-alike known words of a word that matches nothing, for similar products', () => {
      const terms = termsFromWordRows(
        ['ferrarix', 'zzqx'],
        [
          { word: 'ferrarix', completions: [], nearWords: ['ferrari', 'fiat'], nearSimilarities: [0.3, 0.1] },
          { word: 'zzqx', completions: [], nearWords: ['zz'], nearSimilarities: [0.05] },
        ],
      );
      // 'ferrarix' → 'ferrari' is two edits in a word of 8 letters: a correction, not a look-alike.
      expect(terms[0]).toEqual({ word: 'ferrari', kind: 'exact', lexemes: ['ferrari'], correctedFrom: 'ferrarix' });
      expect(terms[1]).toEqual({ word: 'zzqx', kind: 'none' });
      const far = termsFromWordRows(
        ['qwertyuiop'],
        [{ word: 'qwertyuiop', completions: [], nearWords: ['quemador', 'query'], nearSimilarities: [0.31, 0.29] }],
      );
      expect(far).toEqual([{ word: 'qwertyuiop', kind: 'none', near: ['quemador'] }]);
      expect(nearTerms([...far, { word: 'freno', kind: 'exact', lexemes: ['freno'] }])).toEqual([
        { word: 'quemador', kind: 'exact', lexemes: ['quemador'] },
      ]);
    });

    it('should offer only letter words of two pieces or more, and few of them', () => {
      const none = (word: string): TermMatch => ({ word, kind: 'none' });
      expect(
        gluedWords([
          none('pastillasfreno'),
          none('frenos'),
          none('freno2010'),
          none('abcde'),
          { word: 'filtroaceite', kind: 'prefix' },
          none('x'.repeat(MAX_GLUED_WORD_LENGTH + 1)),
        ]),
      ).toEqual(['pastillasfreno', 'frenos']);
      const many = Array.from({ length: MAX_GLUED_WORDS + 2 }, (_, i) => none(`abcdef${'g'.repeat(i)}`));
      expect(gluedWords(many)).toHaveLength(MAX_GLUED_WORDS);
    });

    it('should probe every piece of three letters or more once', () => {
      expect(gluedPieces(['abcd', 'bcde'])).toEqual(['abc', 'abcd', 'bcd', 'bcde', 'cde']);
      // A word of MAX_GLUED_WORD_LENGTH letters probes at most 253 pieces.
      expect(gluedPieces(['a'.repeat(MAX_GLUED_WORD_LENGTH)])).toHaveLength(MAX_GLUED_WORD_LENGTH - 2);
      expect(new Set(gluedPieces(['abcdefghijklmnopqrstuvwx'])).size).toBe(253);
    });

    it('should split a glued word into the fewest known words', () => {
      const known = new Set(['pastilla', 'pastillas', 'freno', 'frenos', 'yaris', 'aceite', 'filtro', 'fil', 'tro']);
      expect(splitGluedWord('pastillasfreno', known)).toEqual(['pastillas', 'freno']);
      expect(splitGluedWord('frenoyaris', known)).toEqual(['freno', 'yaris']);
      expect(splitGluedWord('filtroaceitefrenosyaris', known)).toEqual(['filtro', 'aceite', 'frenos', 'yaris']);
      // The fewest pieces: 'filtro', not 'fil' + 'tro'.
      expect(splitGluedWord('filtroyaris', known)).toEqual(['filtro', 'yaris']);
      // A word already known, a piece left over, too many pieces: no split.
      expect(splitGluedWord('frenos', known)).toBeNull();
      expect(splitGluedWord('frenoyarisx', known)).toBeNull();
      expect(splitGluedWord('filtrofiltrofiltrofiltrofiltro', known)).toBeNull();
    });

    it('should replace each glued word by its pieces, as corrections, once each', () => {
      const terms: TermMatch[] = [
        { word: 'freno', kind: 'exact', lexemes: ['freno', 'frenos'] },
        { word: 'pastillasfreno', kind: 'none' },
        { word: 'qqqzzz', kind: 'none' },
      ];
      expect(splitGluedTerms(terms, ['pastillas', 'freno'])).toEqual([
        { word: 'freno', kind: 'exact', lexemes: ['freno', 'frenos'] },
        { word: 'pastillas', kind: 'exact', lexemes: ['pastillas'], correctedFrom: 'pastillasfreno' },
        { word: 'qqqzzz', kind: 'none' },
      ]);
      const plan = buildSearchPlan(
        { text: 'pastillasfreno', words: ['pastillasfreno'], code: null },
        splitGluedTerms([{ word: 'pastillasfreno', kind: 'none' }], ['pastillas', 'freno']),
      );
      expect(plan).toMatchObject({ textQuery: 'pastillas & freno', corrected: true, textStart: null });
    });
  });

  describe(likePrefix.name, () => {
    it('should escape LIKE wildcards', () => {
      expect(likePrefix('50%_off\\')).toBe('50\\%\\_off\\\\%');
    });
  });
});
