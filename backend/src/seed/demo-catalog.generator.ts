import {
  ADMIN_REPLIES,
  ADMIN_REPLY_NAME,
  BrandSeed,
  CUSTOMER_REPLIES,
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DESCRIPTION_CLOSINGS,
  GENUINE,
  MAKER_ORIGINS,
  MakerSeed,
  ModelSeed,
  PART_FAMILIES,
  PartFamily,
  REVIEW_COMMENTS,
  REVIEWER_NAMES,
  SHOWCASE_PRODUCTS,
  ShowcaseProduct,
} from './demo-catalog.data';
import {
  BASE_TIME,
  DAY,
  DemoCatalog,
  DemoCategory,
  DemoCompatibility,
  DemoProduct,
  DemoReply,
  DemoReview,
  DemoSubcategory,
  DemoSubSubcategory,
  MINUTE,
  demoImageUrl,
  familyFields,
  retailPrice,
} from './demo-catalog.model';
import { addEquivalents, universalProducts } from './demo-catalog.universal';
import { Random } from './prng';

export const DEMO_CATALOG_SEED = 20240611;
export const DEMO_PRODUCT_COUNT = 320;
export const DEMO_FEATURED_COUNT = 12;
/** Universal-fit products (fluids, tools), added after the vehicle parts. */
export const DEMO_UNIVERSAL_COUNT = 16;

/** The named item of the demo data; a typo in the data fails the generator at once. */
function findOrThrow<T>(items: readonly T[], predicate: (item: T) => boolean, what: string): T {
  const found = items.find(predicate);
  if (found === undefined) throw new Error(`Demo catalogue data: ${what} not found`);
  return found;
}

interface Fitment {
  brand: BrandSeed;
  model: ModelSeed;
  yearFrom: number;
  yearTo: number;
}

/**
 * Builds the demo catalogue in memory: same seed, same catalogue. Pure (no I/O), so it is unit
 * tested on its own; seedDemoCatalog() writes the result.
 */
export function generateDemoCatalog(
  seed = DEMO_CATALOG_SEED,
  productCount = DEMO_PRODUCT_COUNT,
  universalCount = DEMO_UNIVERSAL_COUNT,
): DemoCatalog {
  const rng = new Random(seed);
  const brandByName = new Map(DEMO_BRANDS.map((brand) => [brand.name, brand]));
  const placement = new Map<string, { category: string; subcategory: string | null }>();

  const categories: DemoCategory[] = [];
  const subcategories: DemoSubcategory[] = [];
  const subSubcategories: DemoSubSubcategory[] = [];
  for (const category of DEMO_CATEGORIES) {
    categories.push({ name: category.name, image: demoImageUrl(category.image) });
    for (const subcategory of category.subcategories) {
      subcategories.push({ category: category.name, name: subcategory.name });
      for (const name of subcategory.subSubcategories) {
        subSubcategories.push({ category: category.name, subcategory: subcategory.name, name });
        placement.set(name, { category: category.name, subcategory: subcategory.name });
      }
    }
    for (const name of category.direct) {
      subSubcategories.push({ category: category.name, subcategory: null, name });
      placement.set(name, { category: category.name, subcategory: null });
    }
  }

  const yearsWithin = (model: ModelSeed): [number, number] => {
    const [first, last] = model.years;
    const yearFrom = rng.int(first, Math.max(first, last - 3));
    const yearTo = Math.min(last, yearFrom + rng.int(2, 12));
    return [yearFrom, yearTo];
  };

  const pickFitments = (family: PartFamily): Fitment[] => {
    if (family.fitment === 'wide') {
      const brands = rng.sample(DEMO_BRANDS, rng.int(2, 5));
      return brands.map((brand) => {
        const model = rng.pick(brand.models);
        const [yearFrom, yearTo] = yearsWithin(model);
        return { brand, model, yearFrom, yearTo };
      });
    }
    const brand = rng.weighted(DEMO_BRANDS, (candidate) => candidate.weight);
    const modelCount = rng.weighted([1, 2, 3], (count) => [55, 30, 15][count - 1]);
    const fitments: Fitment[] = rng.sample(brand.models, modelCount).map((model) => {
      const [yearFrom, yearTo] = yearsWithin(model);
      return { brand, model, yearFrom, yearTo };
    });
    const twin = fitments[0].model.twin;
    if (twin && rng.chance(0.35)) {
      const twinBrand = brandByName.get(twin.brand);
      const twinModel = twinBrand?.models.find((model) => model.name === twin.model);
      if (twinBrand && twinModel) {
        fitments.push({ ...fitments[0], brand: twinBrand, model: twinModel });
      }
    }
    return fitments;
  };

  const knownOemUsed = new Map<string, number>();
  const formatOem = (family: PartFamily, fitment: Fitment): string | null => {
    const { brand, model } = fitment;
    // Real numbers first (each once, so the well-known ones are searchable), then now and then.
    const known = family.knownOem?.[brand.oemStyle];
    if (known) {
      const key = `${family.code}/${brand.oemStyle}`;
      const used = knownOemUsed.get(key) ?? 0;
      knownOemUsed.set(key, used + 1);
      if (used < known.length) return known[used];
      if (rng.chance(0.3)) return rng.pick(known);
    }
    const groups = family.oem;
    if (!groups) return null;
    switch (brand.oemStyle) {
      case 'toyota':
        return `${groups.toyota}-${rng.code(rng.pick(['#@###', '#####', '##@##']))}`;
      case 'hyundai':
        return `${groups.hyundai}-${rng.code(rng.pick(['#@@##', '#@###', '#####']))}`;
      case 'nissan':
        return `${groups.nissan}-${rng.code(rng.pick(['@@##@', '##@#@', '#@@#@']))}`;
      case 'suzuki':
        return `${groups.suzuki}-${rng.code(rng.pick(['##@##', '#####', '##@#@']))}`;
      case 'honda':
        return `${groups.honda}-${rng.code(rng.pick(['@@#', '@@@', '#@@']))}-${rng.code(rng.pick(['@##', '###']))}`;
      case 'mazda':
        return `${model.code ?? 'B6Y1'}-${groups.mazda}`;
      case 'psa':
        return `${groups.psa}.${rng.code(rng.pick(['##', '@@', '@#']))}`;
      case 'ford':
        return `${model.code ?? 'AB39'}-${groups.ford}-${rng.pick(['AA', 'AB', 'AC', 'BA', 'BB', 'CA'])}`;
      case 'vw': {
        const suffix = rng.pick(['', '', ' A', ' B', ' C', ' AB']);
        return `${model.code ?? '5U0'} ${groups.vw} ${rng.code('###')}${suffix}`;
      }
      case 'chevrolet':
        return model.daewoo
          ? rng.code(rng.pick(['96 ### ###', '95 ### ###', '94 ### ###']))
          : rng.code(rng.pick(['25######', '42######', '52######']));
      case 'mitsubishi':
        return rng.code(rng.pick(['MR######', 'MN######', '####A###']));
    }
  };

  const vehicleLabel = (fitments: Fitment[]): string => {
    const parts: string[] = [];
    let previousBrand = '';
    for (const { brand, model } of fitments) {
      parts.push(brand.name === previousBrand ? model.name : `${brand.name} ${model.name}`);
      previousBrand = brand.name;
    }
    return parts.join(' / ');
  };

  const familyCounters = new Map<string, number>();
  const titles = new Set<string>();
  const products: DemoProduct[] = [];
  const compatibilities: DemoCompatibility[] = [];

  const showcaseFitments = (showcase: ShowcaseProduct): Fitment[] => {
    const brand = brandByName.get(showcase.brand);
    if (!brand) throw new Error(`Showcase: unknown brand ${showcase.brand}`);
    return showcase.models.map((name) => {
      const model = brand.models.find((candidate) => candidate.name === name);
      if (!model) throw new Error(`Showcase: unknown model ${showcase.brand} ${name}`);
      const [yearFrom, yearTo] = yearsWithin(model);
      return { brand, model, yearFrom, yearTo };
    });
  };

  while (products.length < productCount) {
    const showcase: ShowcaseProduct | undefined = SHOWCASE_PRODUCTS[products.length];
    const family = showcase
      ? findOrThrow(PART_FAMILIES, (candidate) => candidate.code === showcase.family, showcase.family)
      : rng.weighted(PART_FAMILIES, (candidate) => candidate.weight);
    const variant = showcase
      ? findOrThrow(family.variants, (candidate) => candidate.title === showcase.variant, showcase.variant)
      : rng.pick(family.variants);
    const fitments = showcase ? showcaseFitments(showcase) : pickFitments(family);
    const maker: MakerSeed = showcase
      ? findOrThrow(family.makers, (candidate) => candidate.name === showcase.maker, showcase.maker)
      : rng.pick(family.makers);
    const alternativeSku = showcase?.alternativeSku ?? (maker.codes ? rng.code(rng.pick(maker.codes)) : null);
    const primary = fitments[0];
    const yearFrom = Math.min(...fitments.map((fitment) => fitment.yearFrom));
    const yearTo = Math.max(...fitments.map((fitment) => fitment.yearTo));

    let title =
      family.fitment === 'wide'
        ? `${variant.title} ${maker.name}${alternativeSku ? ` ${alternativeSku}` : ''}`
        : `${variant.title} ${vehicleLabel(fitments)} ${yearFrom}-${yearTo}`;
    if (titles.has(title)) title = `${title} ${maker.name}`;
    if (titles.has(title)) continue; // re-roll: every title is distinct
    titles.add(title);

    const counter = (familyCounters.get(family.code) ?? 1000) + 1;
    familyCounters.set(family.code, counter);

    const price = retailPrice(rng.int(variant.price[0], variant.price[1]), variant.price[0], variant.price[1]);
    let salePrice: number | null = null;
    let discountPercent: number | null = null;
    if (rng.chance(0.15)) {
      const candidate = retailPrice(price * (1 - rng.pick([10, 15, 20, 25]) / 100));
      if (candidate < price) {
        salePrice = candidate;
        discountPercent = Math.round(((price - candidate) / price) * 10_000) / 100;
      }
    }
    const priceAlsc = rng.chance(0.7) ? retailPrice(price * 0.85) : null;
    const priceMl = rng.chance(0.6) ? retailPrice(price * 1.12) : null;

    const origin =
      maker.name === GENUINE ? rng.pick(primary.brand.origins) : rng.pick(MAKER_ORIGINS[maker.name] ?? ['China']);
    const application = fitments
      .map((fitment) => `${fitment.brand.name} ${fitment.model.name} ${fitment.yearFrom}-${fitment.yearTo}`)
      .join(', ');
    const madeBy = maker.name === GENUINE ? 'repuesto original' : `marca ${maker.name}`;
    const vehicles =
      family.fitment === 'wide'
        ? `vehículos como ${fitments.map((fitment) => `${fitment.brand.name} ${fitment.model.name}`).join(', ')}`
        : vehicleLabel(fitments);
    const [firstFeature, secondFeature] = rng.sample(family.features, 2);
    const description = [
      `${variant.title} para ${vehicles}, ${madeBy}.`,
      firstFeature,
      secondFeature,
      rng.pick(DESCRIPTION_CLOSINGS),
    ].join(' ');

    const where = placement.get(family.subSubcategory);
    if (!where) throw new Error(`Part family ${family.code}: unknown sub-subcategory ${family.subSubcategory}`);
    const createdAt = new Date(BASE_TIME - rng.int(0, 420) * DAY - rng.int(0, 1439) * MINUTE).toISOString();

    const index = products.length;
    products.push({
      title,
      description,
      sku: `${family.code}-${counter}`,
      alternativeSku,
      oem: showcase?.oem ?? (family.fitment === 'brand' && rng.chance(0.9) ? formatOem(family, primary) : null),
      application,
      manufacturer: maker.name,
      origin,
      stock: 0, // set below
      price,
      salePrice,
      priceAlsc,
      priceMl,
      discountPercent,
      ...familyFields(family, variant, where),
      createdAt,
      universalFit: false,
      equivalents: [],
    });
    for (const fitment of fitments) {
      compatibilities.push({
        product: index,
        brand: fitment.brand.name,
        model: fitment.model.name,
        yearFrom: fitment.yearFrom,
        yearTo: fitment.yearTo,
      });
    }
  }

  // Stock: about 8 % sold out, 10 % running low (1-3), the rest 5-80.
  const byStock = rng.shuffle(products.map((_, i) => i));
  const soldOut = Math.round(products.length * 0.08);
  const low = Math.round(products.length * 0.1);
  byStock.forEach((index, position) => {
    products[index].stock = position < soldOut ? 0 : position < soldOut + low ? rng.int(1, 3) : rng.int(5, 80);
  });

  // Featured: in stock, one per part family, so the home page shows variety.
  const featured: number[] = [];
  const featuredFamilies = new Set<string>();
  for (const index of rng.shuffle(products.map((_, i) => i))) {
    const product = products[index];
    if (featured.length >= DEMO_FEATURED_COUNT) break;
    if (product.stock < 5 || featuredFamilies.has(product.family)) continue;
    product.featured = true;
    featured.push(index);
    featuredFamilies.add(product.family);
  }

  const firstVehicle = new Map<number, string>();
  for (const compatibility of compatibilities) {
    if (!firstVehicle.has(compatibility.product)) {
      firstVehicle.set(compatibility.product, `${compatibility.brand} ${compatibility.model}`);
    }
  }

  const reviews: DemoReview[] = [];
  const others = rng.sample(
    products.map((_, i) => i).filter((i) => !products[i].featured),
    38,
  );
  const reviewed = [...featured, ...others].sort((a, b) => a - b);
  for (const index of reviewed) {
    const product = products[index];
    const count = product.featured ? rng.int(2, 5) : rng.int(1, 3);
    const authors = rng.sample(REVIEWER_NAMES, count + 1);
    let time = Date.parse(product.createdAt);
    for (let n = 0; n < count; n++) {
      time += rng.int(2, 30) * DAY + rng.int(0, 1439) * MINUTE;
      const rating = rng.weighted([5, 4, 3, 2, 1] as const, (value) => ({ 5: 45, 4: 30, 3: 12, 2: 8, 1: 5 })[value]);
      const comment = rng.pick(REVIEW_COMMENTS[rating]).replace('{vehicle}', firstVehicle.get(index) ?? 'auto');
      const replies: DemoReply[] = [];
      const replyTime = (hours: number) => new Date(time + hours * 60 * MINUTE).toISOString();
      // The shop answers every complaint, some neutral reviews and a few happy ones.
      if (rating <= 2 || (rating === 3 && rng.chance(0.4)) || (rating >= 4 && rng.chance(0.05))) {
        const tone = rating <= 2 ? 'bad' : rating === 3 ? 'neutral' : 'good';
        replies.push({
          userName: ADMIN_REPLY_NAME,
          comment: rng.pick(ADMIN_REPLIES[tone]),
          isAdmin: true,
          createdAt: replyTime(rng.int(1, 30)),
        });
      }
      if (rng.chance(0.18)) {
        replies.push({
          userName: authors[count],
          comment: rng.pick(CUSTOMER_REPLIES),
          isAdmin: false,
          createdAt: replyTime(rng.int(31, 240)),
        });
      }
      reviews.push({
        product: index,
        userName: authors[n],
        rating,
        comment,
        createdAt: new Date(time).toISOString(),
        replies,
      });
    }
  }

  for (const index of reviewed) {
    const ratings = reviews.filter((review) => review.product === index).map((review) => review.rating);
    const product = products[index];
    product.ratingCount = ratings.length;
    product.ratingAverage = Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 100) / 100;
  }

  // Own PRNGs from here on: adding these left the vehicle parts above exactly as they were.
  products.push(...universalProducts(seed, universalCount, placement, titles));
  addEquivalents(seed, products);

  return {
    categories,
    subcategories,
    subSubcategories,
    brands: DEMO_BRANDS.map((brand) => brand.name),
    models: DEMO_BRANDS.flatMap((brand) => brand.models.map((model) => ({ brand: brand.name, name: model.name }))),
    products,
    compatibilities,
    reviews,
  };
}
