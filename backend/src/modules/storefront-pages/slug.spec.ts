import { productPath, slugify } from './slug';

// The same vectors as frontend/src/utils/slug.test.ts: the SPA's links and the server's addresses agree.
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

describe(slugify.name, () => {
  it.each(VECTORS)('should turn %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe(productPath.name, () => {
  it('should put the slug after the id, or leave it out when the title has no letters or digits', () => {
    expect(productPath(1042, 'Pastillas Freno Toyota Yaris')).toBe('/products/1042-pastillas-freno-toyota-yaris');
    expect(productPath(7, '¿¡!?')).toBe('/products/7');
  });
});
