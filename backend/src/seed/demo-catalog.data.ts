import fs from 'node:fs';
import path from 'node:path';
import type { ParcelSize } from '../core/domain/parcel-size.enum';

/**
 * The demo catalogue's static data: a realistic Chilean spare-parts shop, kept as data outside src/
 * in backend/data/demo-catalog.json (next to both src/ and dist/), typed and loaded here. The
 * generator (demo-catalog.generator.ts) combines it with a seeded PRNG.
 */

export interface CategorySeed {
  name: string;
  /** Base name of the SVG under /demo-images/. */
  image: string;
  subcategories: { name: string; subSubcategories: string[] }[];
  /** Sub-subcategories hanging directly from the category (no subcategory). */
  direct: string[];
}

/** How a vehicle maker writes its part numbers (see formatOem in the generator). */
export type OemStyle =
  'toyota' | 'hyundai' | 'nissan' | 'suzuki' | 'honda' | 'mazda' | 'mitsubishi' | 'chevrolet' | 'psa' | 'ford' | 'vw';

export interface ModelSeed {
  name: string;
  /** Years sold in Chile (first, last). */
  years: [number, number];
  /** Platform prefix used in Mazda, Ford and Volkswagen part numbers. */
  code?: string;
  /** Daewoo-designed Chevrolets use spaced numbers ('96 808 217'). */
  daewoo?: boolean;
  /** The same car sold under another brand: parts fit both. */
  twin?: { brand: string; model: string };
}

export interface BrandSeed {
  name: string;
  /** Relative share of the catalogue. */
  weight: number;
  oemStyle: OemStyle;
  /** Origin of its genuine parts. */
  origins: string[];
  models: ModelSeed[];
}

export interface MakerSeed {
  name: string;
  /** Patterns of the maker's part number ('#' digit, '@' letter, '*' either); null for Genuine. */
  codes: string[] | null;
}

/** Part-number group per vehicle-maker style; Chevrolet and Mitsubishi numbers carry no group. */
export type OemGroups = Record<Exclude<OemStyle, 'chevrolet' | 'mitsubishi'>, string>;

export interface PartVariant {
  title: string;
  price: [number, number];
  parcelSize?: ParcelSize;
}

export interface PartFamily {
  /** SKU prefix. */
  code: string;
  subSubcategory: string;
  /** Base name of the SVG under /demo-images/. */
  image: string;
  variants: PartVariant[];
  parcelSize: ParcelSize;
  /** Relative share of the catalogue. */
  weight: number;
  /** 'brand': fits models of one brand (plus twins); 'wide': generic part fitting several brands. */
  fitment: 'brand' | 'wide';
  makers: MakerSeed[];
  oem: OemGroups | null;
  /** Real, complete OEM numbers to use now and then. */
  knownOem?: Partial<Record<OemStyle, string[]>>;
  /** Description sentences; two are picked per product. */
  features: string[];
}

/** The first products, fixed so that the well-known codes of each maker are always searchable. */
export interface ShowcaseProduct {
  family: string;
  variant: string;
  brand: string;
  models: string[];
  maker: string;
  alternativeSku?: string;
  oem?: string;
}

/** A family of universal-fit products (fluids, tools): no vehicle, no OEM number. */
export type UniversalFamily = Omit<PartFamily, 'fitment' | 'oem' | 'knownOem' | 'weight'>;

/** The vehicle maker's own part (origin from the brand, no aftermarket code). */
export const GENUINE = 'Genuine';

/** The shape of backend/data/demo-catalog.json. */
interface DemoCatalogData {
  categories: CategorySeed[];
  /** Categories whose products fit any vehicle: the seed marks them universal_fit. */
  universalCategories: string[];
  brands: BrandSeed[];
  /** Countries each aftermarket maker's parts come from. */
  makerOrigins: Record<string, string[]>;
  partFamilies: PartFamily[];
  universalFamilies: UniversalFamily[];
  /** The first products, fixed so that the storefront's examples and the tests find them. */
  showcaseProducts: ShowcaseProduct[];
  descriptionClosings: string[];
  reviewerNames: string[];
  reviewComments: Record<1 | 2 | 3 | 4 | 5, string[]>;
  adminReplyName: string;
  adminReplies: Record<'good' | 'neutral' | 'bad', string[]>;
  customerReplies: string[];
}

const DATA_FILE = path.join(__dirname, '../../data/demo-catalog.json');
const data = JSON.parse(fs.readFileSync(DATA_FILE, 'utf8')) as DemoCatalogData;

export const DEMO_CATEGORIES: readonly CategorySeed[] = data.categories;
export const UNIVERSAL_CATEGORIES: readonly string[] = data.universalCategories;
export const DEMO_BRANDS: readonly BrandSeed[] = data.brands;
export const MAKER_ORIGINS: Readonly<Record<string, readonly string[]>> = data.makerOrigins;
export const PART_FAMILIES: readonly PartFamily[] = data.partFamilies;
export const UNIVERSAL_FAMILIES: readonly UniversalFamily[] = data.universalFamilies;
export const SHOWCASE_PRODUCTS: readonly ShowcaseProduct[] = data.showcaseProducts;
export const DESCRIPTION_CLOSINGS: readonly string[] = data.descriptionClosings;
export const REVIEWER_NAMES: readonly string[] = data.reviewerNames;
export const REVIEW_COMMENTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = data.reviewComments;
export const ADMIN_REPLY_NAME = data.adminReplyName;
export const ADMIN_REPLIES: Readonly<Record<'good' | 'neutral' | 'bad', readonly string[]>> = data.adminReplies;
export const CUSTOMER_REPLIES: readonly string[] = data.customerReplies;
