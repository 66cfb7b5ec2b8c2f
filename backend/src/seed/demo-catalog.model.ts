import type { ParcelSize } from '../core/domain/parcel-size.enum';

/** The demo catalogue as the generator builds it and seedDemoCatalog() writes it, and helpers both generators share. */

export const DEMO_IMAGE_BASE = '/demo-images';
export const DEMO_PLACEHOLDER_IMAGE = `${DEMO_IMAGE_BASE}/placeholder.svg`;

/** Product dates are spread over the 14 months before this instant (reviews follow them). */
export const BASE_TIME = Date.UTC(2025, 5, 1, 15, 0, 0);
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export interface DemoCategory {
  name: string;
  image: string;
}

export interface DemoSubcategory {
  category: string;
  name: string;
}

export interface DemoSubSubcategory {
  category: string;
  subcategory: string | null;
  name: string;
}

export interface DemoModel {
  brand: string;
  name: string;
}

export interface DemoProduct {
  title: string;
  description: string;
  sku: string;
  alternativeSku: string | null;
  oem: string | null;
  application: string;
  manufacturer: string;
  origin: string;
  stock: number;
  price: number;
  salePrice: number | null;
  priceAlsc: number | null;
  priceMl: number | null;
  discountPercent: number | null;
  images: string[];
  parcelSize: ParcelSize;
  featured: boolean;
  ratingAverage: number;
  ratingCount: number;
  category: string;
  subcategory: string | null;
  subSubcategory: string;
  /** Part family code (the SKU prefix). */
  family: string;
  createdAt: string;
  /** Fits any vehicle (fluids, tools): no compatibilities. */
  universalFit: boolean;
  /** Other makers' numbers for the same part (product_cross_references, kind aftermarket). */
  equivalents: DemoEquivalent[];
}

export interface DemoEquivalent {
  code: string;
  /** The parts maker. */
  brand: string;
}

export interface DemoCompatibility {
  /** Index into products. */
  product: number;
  brand: string;
  model: string;
  yearFrom: number;
  yearTo: number;
}

export interface DemoReply {
  userName: string;
  comment: string;
  isAdmin: boolean;
  createdAt: string;
}

export interface DemoReview {
  /** Index into products. */
  product: number;
  userName: string;
  rating: number;
  comment: string;
  createdAt: string;
  replies: DemoReply[];
}

export interface DemoCatalog {
  categories: DemoCategory[];
  subcategories: DemoSubcategory[];
  subSubcategories: DemoSubSubcategory[];
  brands: string[];
  models: DemoModel[];
  products: DemoProduct[];
  compatibilities: DemoCompatibility[];
  reviews: DemoReview[];
}

export function demoImageUrl(name: string): string {
  return `${DEMO_IMAGE_BASE}/${name}.svg`;
}

/** What a product takes from its family, variant and place in the category tree (no randomness). */
export function familyFields(
  family: { code: string; image: string; parcelSize: ParcelSize; subSubcategory: string },
  variant: { parcelSize?: ParcelSize },
  where: { category: string; subcategory: string | null },
): Pick<
  DemoProduct,
  | 'images'
  | 'parcelSize'
  | 'featured'
  | 'ratingAverage'
  | 'ratingCount'
  | 'category'
  | 'subcategory'
  | 'subSubcategory'
  | 'family'
> {
  return {
    images: [demoImageUrl(family.image)],
    parcelSize: variant.parcelSize ?? family.parcelSize,
    featured: false,
    ratingAverage: 0,
    ratingCount: 0,
    category: where.category,
    subcategory: where.subcategory,
    subSubcategory: family.subSubcategory,
    family: family.code,
  };
}

/** CLP retail prices end in 990: 7.432 → 6.990, kept inside [min, max]. */
export function retailPrice(value: number, min = 990, max = Number.MAX_SAFE_INTEGER): number {
  const rounded = Math.max(990, Math.round(value / 1000) * 1000 - 10);
  return Math.min(max, Math.max(min, rounded));
}
