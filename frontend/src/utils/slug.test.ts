import { describe, expect, it } from 'vitest';

import { productIdParam, slugify } from '@/utils/slug';

// The same vectors as backend/src/modules/storefront-pages/slug.spec.ts: the SPA's links and the server's addresses agree.
const VECTORS: [string, string][] = [
  ['Pastillas Freno Toyota Yaris', 'pastillas-freno-toyota-yaris'],
  ['Amortiguador Delantero Ñuñoa (2012–2015)', 'amortiguador-delantero-nunoa-2012-2015'],
  ['</script><b>"x"', 'script-b-x'],
  ['¿¡!?', ''],
  ['Filtro de aceite 1.6L 16V', 'filtro-de-aceite-1-6l-16v'],
  ['ÁÉÍÓÚ Ü ç', 'aeiou-u-c'],
  ['  --Hola--  ', 'hola'],
  [
    'Juego de pastillas de freno delanteras cerámicas de alto rendimiento para Toyota Yaris Sport 2012 y 2013',
    'juego-de-pastillas-de-freno-delanteras-ceramicas-de-alto-rendimiento-para-toyota',
  ],
  ['A'.repeat(100), 'a'.repeat(80)],
];

describe('slugify', () => {
  it.each(VECTORS)('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('productIdParam', () => {
  it.each([
    ['1042-pastillas-freno-toyota-yaris', '1042'],
    ['7', '7'],
    ['7-', '7'],
    ['abc', null],
    ['12abc', null],
    ['-12', null],
    [undefined, null],
  ])('reads %j as %j', (param, id) => {
    expect(productIdParam(param)).toBe(id);
  });
});
