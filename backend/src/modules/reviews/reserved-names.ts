import { RESERVED_NAME_WORDS } from './reviews.constants';

const COMBINING_MARKS = /\p{M}/gu;

/**
 * Letters that look like Latin ones (Cyrillic and Greek homoglyphs) and the digits and symbols
 * people type for letters ('4dm1n', 't!end@'), mapped to the letter they imitate.
 */
const LOOKALIKES: Record<string, string> = {
  а: 'a', // Cyrillic
  ԁ: 'd',
  е: 'e',
  і: 'i',
  ӏ: 'i',
  м: 'm',
  п: 'n',
  о: 'o',
  р: 'p',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  α: 'a', // Greek
  ε: 'e',
  ι: 'i',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  '4': 'a',
  '@': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
};

/**
 * The letters a name reads as: compatibility forms folded (fullwidth, ligatures, styled letters),
 * accents and case dropped, lookalikes replaced, and everything else (spaces, punctuation, digits,
 * invisible characters) removed. 'El  Ádmín!' → 'eladmini', 'T1enda-Repuestos' → 'tiendarepuestos'.
 */
export function nameLetters(name: string): string {
  const folded = name.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
  let letters = '';
  for (const char of folded) {
    const mapped = LOOKALIKES[char] ?? char;
    if (mapped >= 'a' && mapped <= 'z') letters += mapped;
  }
  return letters;
}

/** A shop name shorter than this (in letters) would refuse ordinary names that happen to contain it. */
const MIN_SHOP_NAME_LETTERS = 4;

/**
 * True when a name speaks for the shop: its letters contain one of RESERVED_NAME_WORDS, or the
 * shop's saved name (settings), anywhere ('Admin', 'admin123', 'El Admin', 'ADMINISTRACIÓN',
 * 'Tienda Repuestos', 'Soporte', 'Frenos-del-Sur oficial'). Containment rather than equality,
 * because an impostor only needs the word to be read, not to stand alone.
 */
export function isReservedName(name: string, shopName = ''): boolean {
  const letters = nameLetters(name);
  const shopLetters = nameLetters(shopName);
  const words: readonly string[] =
    shopLetters.length >= MIN_SHOP_NAME_LETTERS ? [...RESERVED_NAME_WORDS, shopLetters] : RESERVED_NAME_WORDS;
  return words.some((word) => letters.includes(word));
}
