import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ParcelSize } from '../core/domain/parcel-size.enum';
import { normalizeCode } from '../modules/catalog';
import { DEMO_BRANDS, PART_FAMILIES, UNIVERSAL_CATEGORIES, UNIVERSAL_FAMILIES } from './demo-catalog.data';
import {
  DEMO_FEATURED_COUNT,
  DEMO_PRODUCT_COUNT,
  DEMO_UNIVERSAL_COUNT,
  generateDemoCatalog,
} from './demo-catalog.generator';
import { DEMO_PLACEHOLDER_IMAGE, type DemoCatalog } from './demo-catalog.model';
import { MAX_DEMO_EQUIVALENTS } from './demo-catalog.universal';

const PUBLIC_DIR = join(__dirname, '../../../frontend/public');

describe('generateDemoCatalog', () => {
  let catalog: DemoCatalog;

  beforeAll(() => {
    catalog = generateDemoCatalog();
  });

  it('should be deterministic for a seed', () => {
    expect(generateDemoCatalog()).toEqual(catalog);
    expect(generateDemoCatalog(1).products[0]).not.toEqual(catalog.products[0]);
  });

  it('should have the promised volume', () => {
    expect(catalog.categories.length).toBeGreaterThanOrEqual(6);
    expect(catalog.brands.length).toBeGreaterThanOrEqual(10);
    expect(catalog.models.length).toBeGreaterThanOrEqual(40);
    expect(catalog.products.length).toBeGreaterThanOrEqual(300);
    expect(catalog.reviews.length).toBeGreaterThanOrEqual(40);
  });

  it('should include the usual brands and models', () => {
    expect(catalog.brands).toEqual(
      expect.arrayContaining(['Toyota', 'Chevrolet', 'Hyundai', 'Kia', 'Nissan', 'Suzuki']),
    );
    const models = catalog.models.map((model) => `${model.brand} ${model.name}`);
    expect(models).toEqual(
      expect.arrayContaining([
        'Toyota Yaris',
        'Toyota Hilux',
        'Chevrolet Sail',
        'Hyundai Accent',
        'Kia Rio',
        'Suzuki Swift',
      ]),
    );
  });

  it('should hang some sub-subcategories directly from a category', () => {
    const direct = catalog.subSubcategories.filter((subSubcategory) => subSubcategory.subcategory === null);
    expect(direct.length).toBeGreaterThan(0);
    expect(catalog.subSubcategories.length - direct.length).toBeGreaterThan(0);
  });

  it('should place every product in an existing category, subcategory and sub-subcategory', () => {
    const categories = new Set(catalog.categories.map((category) => category.name));
    const subSubcategories = new Map(catalog.subSubcategories.map((entry) => [entry.name, entry]));
    for (const product of catalog.products) {
      expect(categories.has(product.category)).toBe(true);
      const subSubcategory = subSubcategories.get(product.subSubcategory);
      expect(subSubcategory).toEqual({
        category: product.category,
        subcategory: product.subcategory,
        name: product.subSubcategory,
      });
    }
  });

  it('should use CLP integer prices ending in 990 within range', () => {
    for (const product of catalog.products) {
      for (const price of [product.price, product.salePrice, product.priceAlsc, product.priceMl]) {
        if (price === null) continue;
        expect(Number.isInteger(price)).toBe(true);
        expect(price % 10).toBe(0);
      }
      expect(product.price % 1000).toBe(990);
      expect(product.price).toBeGreaterThanOrEqual(2990);
      expect(product.price).toBeLessThanOrEqual(459990);
      if (product.salePrice !== null) {
        expect(product.salePrice).toBeLessThan(product.price);
        expect(product.discountPercent).toBeGreaterThan(0);
      }
    }
  });

  it('should sell out about 8 % and keep most stock between 5 and 80', () => {
    const stock = catalog.products.map((product) => product.stock);
    const soldOut = stock.filter((units) => units === 0).length / stock.length;
    expect(soldOut).toBeGreaterThan(0.06);
    expect(soldOut).toBeLessThan(0.1);
    expect(stock.some((units) => units >= 1 && units <= 3)).toBe(true);
    expect(stock.every((units) => Number.isInteger(units) && units >= 0 && units <= 80)).toBe(true);
  });

  it('should feature about a dozen products that are in stock', () => {
    const featured = catalog.products.filter((product) => product.featured);
    expect(featured).toHaveLength(DEMO_FEATURED_COUNT);
    expect(featured.every((product) => product.stock > 0)).toBe(true);
  });

  it('should give unique SKUs and titles, Spanish titles with accents', () => {
    expect(new Set(catalog.products.map((product) => product.sku)).size).toBe(catalog.products.length);
    expect(new Set(catalog.products.map((product) => product.title)).size).toBe(catalog.products.length);
    const titles = catalog.products.map((product) => product.title).join('\n');
    for (const word of ['Pastillas de Freno Delanteras', 'Bujía Iridium', 'Rótula Inferior', 'Amortiguador Trasero']) {
      expect(titles).toContain(word);
    }
  });

  it('should write OEM codes the way each maker does', () => {
    const oemOf = (brand: string) =>
      catalog.products
        .filter((product, index) =>
          catalog.compatibilities.some((c) => c.product === index && c.brand === brand && product.oem !== null),
        )
        .filter((product) => product.title.includes(` ${brand} `))
        .map((product) => product.oem as string);
    const allOem = catalog.products.map((product) => product.oem);
    expect(allOem).toEqual(expect.arrayContaining(['04465-0D140', '90915-YZZE1', '58101-1RA00', 'D1060-ED50A']));
    const toyota = oemOf('Toyota');
    expect(toyota.length).toBeGreaterThan(10);
    expect(toyota.filter((code) => !/^\d{5}-[0-9A-Z]{5}$/.test(code))).toEqual([]);
    const chevrolet = oemOf('Chevrolet');
    expect(chevrolet.some((code) => /^9\d \d{3} \d{3}$/.test(code))).toBe(true);
    expect(chevrolet.some((code) => /^\d{8}$/.test(code))).toBe(true);
    const bosch = catalog.products.filter((product) => product.manufacturer === 'Bosch' && product.family !== 'BAT');
    expect(bosch.length).toBeGreaterThan(5);
    expect(bosch.filter((product) => !/^[0-9F] \d{3} \d{3} \d{3}$/.test(product.alternativeSku ?? ''))).toEqual([]);
    const ngkPlugs = catalog.products.filter((product) => product.manufacturer === 'NGK' && product.family === 'BUJ');
    expect(ngkPlugs.map((product) => product.alternativeSku)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[A-Z0-9]+-?\d*$/)]),
    );
  });

  it('should give Genuine parts no aftermarket code and every product a maker and origin', () => {
    for (const product of catalog.products) {
      expect(product.manufacturer).toBeTruthy();
      expect(product.origin).toBeTruthy();
      if (product.manufacturer === 'Genuine') expect(product.alternativeSku).toBeNull();
    }
  });

  it('should point every image at a local SVG that exists', () => {
    const urls = [
      ...catalog.products.flatMap((product) => product.images),
      ...catalog.categories.map((category) => category.image),
      DEMO_PLACEHOLDER_IMAGE,
    ];
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/demo-images\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(PUBLIC_DIR, url))).toBe(true);
    }
    const familyImages = new Set(PART_FAMILIES.map((family) => family.image));
    expect(familyImages.size).toBeGreaterThanOrEqual(15);
    expect(familyImages.size).toBeLessThanOrEqual(25);
    expect(catalog.products.every((product) => product.images.length >= 1 && product.images.length <= 5)).toBe(true);
  });

  it('should use valid parcel sizes', () => {
    const sizes = new Set(Object.values(ParcelSize));
    expect(catalog.products.every((product) => sizes.has(product.parcelSize))).toBe(true);
  });

  it('should fit products to real models, some across brands', () => {
    const models = new Set(DEMO_BRANDS.flatMap((brand) => brand.models.map((model) => `${brand.name}/${model.name}`)));
    const brandsByProduct = new Map<number, Set<string>>();
    for (const compatibility of catalog.compatibilities) {
      expect(models.has(`${compatibility.brand}/${compatibility.model}`)).toBe(true);
      expect(compatibility.yearFrom).toBeLessThanOrEqual(compatibility.yearTo);
      brandsByProduct.set(
        compatibility.product,
        (brandsByProduct.get(compatibility.product) ?? new Set()).add(compatibility.brand),
      );
    }
    expect(brandsByProduct.size).toBe(catalog.products.filter((product) => !product.universalFit).length);
    expect([...brandsByProduct.values()].filter((brands) => brands.size > 1).length).toBeGreaterThan(5);
    const keys = catalog.compatibilities.map((c) => `${c.product}/${c.brand}/${c.model}/${c.yearFrom}/${c.yearTo}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('should add universal-fit products in their own categories, without vehicles', () => {
    const universal = catalog.products.filter((product) => product.universalFit);
    expect(universal).toHaveLength(DEMO_UNIVERSAL_COUNT);
    expect(catalog.products).toHaveLength(DEMO_PRODUCT_COUNT + DEMO_UNIVERSAL_COUNT);
    const universalIndexes = new Set(universal.map((product) => catalog.products.indexOf(product)));
    expect(catalog.compatibilities.filter((compatibility) => universalIndexes.has(compatibility.product))).toEqual([]);
    for (const product of catalog.products) {
      expect(UNIVERSAL_CATEGORIES.includes(product.category)).toBe(product.universalFit);
    }
    expect(new Set(universal.map((product) => product.family)).size).toBeGreaterThanOrEqual(3);
    expect(UNIVERSAL_FAMILIES.map((family) => family.code)).toEqual(
      expect.arrayContaining(['ACE', 'LFR', 'REF', 'HER']),
    );
  });

  it('should keep the vehicle parts as they were when universal products are added', () => {
    const without = generateDemoCatalog(undefined, undefined, 0);
    expect(catalog.products.slice(0, DEMO_PRODUCT_COUNT)).toEqual(
      without.products.map((product) => ({ ...product, equivalents: expect.any(Array) })),
    );
    expect(catalog.compatibilities).toEqual(without.compatibilities);
    expect(catalog.reviews).toEqual(without.reviews);
  });

  it("should give vehicle parts other makers' equivalent numbers, never their own codes", () => {
    const vehicleParts = catalog.products.filter((product) => !product.universalFit);
    for (const product of catalog.products) {
      expect(product.equivalents.length).toBeLessThanOrEqual(MAX_DEMO_EQUIVALENTS);
      const codes = product.equivalents.map((equivalent) => normalizeCode(equivalent.code));
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes).not.toContain(normalizeCode(product.oem));
      expect(codes).not.toContain(normalizeCode(product.alternativeSku));
      for (const equivalent of product.equivalents) expect(equivalent.brand).not.toBe(product.manufacturer);
    }
    const withEquivalents = vehicleParts.filter((product) => product.equivalents.length > 0);
    expect(withEquivalents.length / vehicleParts.length).toBeGreaterThan(0.9);
    const brands = new Set(
      vehicleParts.flatMap((product) => product.equivalents.map((equivalent) => equivalent.brand)),
    );
    expect([...brands]).toEqual(expect.arrayContaining(['Bosch', 'TRW', 'Mann-Filter']));
  });

  it('should keep ratings consistent with the reviews', () => {
    catalog.products.forEach((product, index) => {
      const ratings = catalog.reviews.filter((review) => review.product === index).map((review) => review.rating);
      expect(product.ratingCount).toBe(ratings.length);
      const average = ratings.length === 0 ? 0 : ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
      expect(product.ratingAverage).toBeCloseTo(average, 2);
    });
    expect(catalog.reviews.every((review) => review.rating >= 1 && review.rating <= 5)).toBe(true);
    expect(new Set(catalog.reviews.map((review) => review.rating)).size).toBe(5);
  });

  it('should answer some reviews, a few of them as the shop', () => {
    const replies = catalog.reviews.flatMap((review) => review.replies);
    expect(replies.length).toBeGreaterThan(5);
    const admin = replies.filter((reply) => reply.isAdmin);
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.length).toBeLessThan(replies.length);
  });
});
