import { describe, expect, it } from 'vitest';

import { CHILE_REGION_CODES, CHILE_REGIONS } from '@/data/chile-regions';
import { chileRegionName, comunasOf, findChileRegion, isChileRegionCode, isComunaOf } from '@/lib/chile-regions';

describe('Chilean regions and comunas', () => {
  it('lists the 16 regions north to south with their codes', () => {
    expect(CHILE_REGIONS.map((region) => region.code)).toEqual([...CHILE_REGION_CODES]);
    expect(CHILE_REGIONS[0]).toMatchObject({ code: 'AP', name: 'Arica y Parinacota' });
    expect(CHILE_REGIONS[6]).toMatchObject({ code: 'RM', name: 'Metropolitana de Santiago' });
    expect(CHILE_REGIONS[15]).toMatchObject({ code: 'MA', name: 'Magallanes y de la Antártica Chilena' });
  });

  it('holds all 346 comunas, each once', () => {
    const all = CHILE_REGIONS.flatMap((region) => region.comunas);
    expect(all).toHaveLength(346);
    expect(new Set(all).size).toBe(346);
  });

  it.each([
    ['AP', 4],
    ['TA', 7],
    ['AN', 9],
    ['AT', 9],
    ['CO', 15],
    ['VS', 38],
    ['RM', 52],
    ['LI', 33],
    ['ML', 30],
    ['NB', 21],
    ['BI', 33],
    ['AR', 32],
    ['LR', 12],
    ['LL', 30],
    ['AI', 10],
    ['MA', 11],
  ])('region %s has %i comunas, in Spanish alphabetical order', (code, count) => {
    const comunas = comunasOf(code);
    expect(comunas).toHaveLength(count);
    expect([...comunas].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(comunas);
  });

  it('uses the official names with accents', () => {
    expect(comunasOf('RM')).toEqual(expect.arrayContaining(['Ñuñoa', 'Maipú', 'Peñalolén', 'Estación Central']));
    expect(comunasOf('NB')).toEqual(expect.arrayContaining(['Chillán', 'Ñiquén', 'Ránquil']));
    expect(isComunaOf('BI', 'Los Ángeles')).toBe(true);
    expect(isComunaOf('RM', 'Valparaíso')).toBe(false);
  });

  it('looks regions up by code', () => {
    expect(isChileRegionCode('LR')).toBe(true);
    expect(isChileRegionCode('XX')).toBe(false);
    expect(findChileRegion('vs')?.name).toBe('Valparaíso');
    expect(chileRegionName('AI')).toBe('Aysén del General Carlos Ibáñez del Campo');
    expect(chileRegionName('RETIRO_EN_TIENDA')).toBe('RETIRO_EN_TIENDA');
    expect(comunasOf(undefined)).toEqual([]);
  });
});
