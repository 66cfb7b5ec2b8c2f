import { normalizeCode } from '../modules/catalog';
import {
  DESCRIPTION_CLOSINGS,
  MAKER_ORIGINS,
  MakerSeed,
  PART_FAMILIES,
  UNIVERSAL_CATEGORIES,
  UNIVERSAL_FAMILIES,
  UniversalFamily,
} from './demo-catalog.data';
import { BASE_TIME, DAY, DemoProduct, MINUTE, familyFields, retailPrice } from './demo-catalog.model';
import { Random } from './prng';

/**
 * The parts of the demo catalogue added after the vehicle parts, each from its own PRNG stream, so
 * adding them left the vehicle parts exactly as they were: universal-fit products and equivalents.
 */

/** Aftermarket equivalents per product: 1 to this many (universal products: 0 or 1). */
export const MAX_DEMO_EQUIVALENTS = 3;

const UNIVERSAL_SEED_OFFSET = 0x10000;
const EQUIVALENTS_SEED_OFFSET = 0x20000;

/** Fluids and tools: no vehicle, a maker's code, in the categories of UNIVERSAL_CATEGORIES. */
export function universalProducts(
  seed: number,
  count: number,
  placement: Map<string, { category: string; subcategory: string | null }>,
  titles: Set<string>,
): DemoProduct[] {
  const rng = new Random(seed + UNIVERSAL_SEED_OFFSET);
  const counters = new Map<string, number>();
  const products: DemoProduct[] = [];
  for (let attempts = 0; products.length < count; attempts++) {
    if (attempts > count * 20) throw new Error('Demo catalogue: not enough distinct universal titles');
    const family: UniversalFamily = rng.pick(UNIVERSAL_FAMILIES);
    const variant = rng.pick(family.variants);
    const maker = rng.pick(family.makers);
    const alternativeSku = maker.codes ? rng.code(rng.pick(maker.codes)) : null;
    let title = `${variant.title} ${maker.name}`;
    if (titles.has(title) && alternativeSku) title = `${title} ${alternativeSku}`;
    if (titles.has(title)) continue;
    titles.add(title);
    const where = placement.get(family.subSubcategory);
    if (!where || !UNIVERSAL_CATEGORIES.includes(where.category)) {
      throw new Error(`Universal family ${family.code}: ${family.subSubcategory} is not in a universal category`);
    }
    const counter = (counters.get(family.code) ?? 1000) + 1;
    counters.set(family.code, counter);
    const [firstFeature, secondFeature] = rng.sample(family.features, 2);
    products.push({
      title,
      description: [
        `${variant.title}, marca ${maker.name}. Sirve para cualquier vehículo.`,
        firstFeature,
        secondFeature,
        rng.pick(DESCRIPTION_CLOSINGS),
      ].join(' '),
      sku: `${family.code}-${counter}`,
      alternativeSku,
      oem: null,
      application: 'Universal: cualquier vehículo',
      manufacturer: maker.name,
      origin: rng.pick(MAKER_ORIGINS[maker.name] ?? ['China']),
      stock: rng.chance(0.08) ? 0 : rng.int(5, 80),
      price: retailPrice(rng.int(variant.price[0], variant.price[1]), variant.price[0], variant.price[1]),
      salePrice: null,
      priceAlsc: null,
      priceMl: null,
      discountPercent: null,
      ...familyFields(family, variant, where),
      createdAt: new Date(BASE_TIME - rng.int(0, 420) * DAY - rng.int(0, 1439) * MINUTE).toISOString(),
      universalFit: true,
      equivalents: [],
    });
  }
  return products;
}

/**
 * Other makers' numbers for each product, the way a cross-reference catalogue lists them: 1 to
 * MAX_DEMO_EQUIVALENTS makers of the same family (0 or 1 for universal products), never the
 * product's own maker, never a code the product already carries.
 */
export function addEquivalents(seed: number, products: DemoProduct[]): void {
  const rng = new Random(seed + EQUIVALENTS_SEED_OFFSET);
  const makersOf = new Map<string, MakerSeed[]>(
    [...PART_FAMILIES, ...UNIVERSAL_FAMILIES].map((family) => [family.code, family.makers]),
  );
  for (const product of products) {
    const candidates = (makersOf.get(product.family) ?? []).filter(
      (maker) => maker.codes !== null && maker.name !== product.manufacturer,
    );
    const wanted = product.universalFit ? rng.int(0, 1) : rng.int(1, MAX_DEMO_EQUIVALENTS);
    const taken = new Set([normalizeCode(product.oem), normalizeCode(product.alternativeSku)]);
    for (const maker of rng.sample(candidates, Math.min(wanted, candidates.length))) {
      const code = rng.code(rng.pick(maker.codes as string[]));
      if (taken.has(normalizeCode(code))) continue;
      taken.add(normalizeCode(code));
      product.equivalents.push({ code, brand: maker.name });
    }
  }
}
