import { filledImageSlots, type ProductImagesWire } from '@/lib/product-images-wire';
import { toNumber, toOptionalAmount, toPagination } from '@/lib/wire';
import type {
  BrandModels,
  BrandProductPage,
  BrandRef,
  Category,
  CategoryRef,
  Compatibility,
  Equivalent,
  Product,
  ProductDetail,
  ProductImage,
  ProductPage,
  ProductRating,
  ProductSearchResult,
  SearchSuggestion,
  Subcategory,
  SubSubcategory,
} from '@/types/catalog';
import type { VehicleFitment } from '@/types/vehicle';

import type {
  BrandModelsWire,
  BrandProductsWire,
  BrandRefWire,
  CategoryWire,
  CompatibilityWire,
  EquivalentWire,
  NamedRefWire,
  ProductListWire,
  ProductRatingWire,
  ProductSearchWire,
  ProductWire,
  SearchSuggestionWire,
  SubcategoryWire,
  SubSubcategoryWire,
  VehicleFitmentWire,
} from '@/features/catalog/api/catalog-wire';

// ---------------------------------------------------------------------------
// Mappers
// ---------------------------------------------------------------------------

/**
 * The price charged, the list price and the percentage off from a list price and an optional sale price. The server
 * sends a sale price only while it is below the list price; a stale one at or above it is ignored here too.
 */
export function toPricing(
  listPrice: number | string | null | undefined,
  salePrice: number | string | null | undefined,
  discount: number | string | null | undefined,
): Pick<Product, 'price' | 'listPrice' | 'discount'> {
  const list = toNumber(listPrice);
  const sale = toOptionalAmount(salePrice);
  if (sale === null || sale >= list) return { price: list, listPrice: null, discount: null };
  const percent = toOptionalAmount(discount);
  return {
    price: sale,
    listPrice: list,
    discount: percent !== null && percent >= 1 ? Math.round(percent) : Math.max(1, Math.round((1 - sale / list) * 100)),
  };
}

/** imagenPrincipal becomes id 1, imagen2..imagen5 ids 2..5; the first image present is the main one. */
export function toProductImages(productId: number, images: ProductImagesWire | null | undefined): ProductImage[] {
  return filledImageSlots(images).map(({ slot, url }, index) => ({ id: slot, url, productId, isMain: index === 0 }));
}

function toRating(rating: ProductRatingWire | null | undefined): ProductRating {
  if (!rating) return { rate: 0, count: 0 };
  return { rate: toNumber(rating.puntuacion), count: toNumber(rating.cantidad) };
}

function toCategoryRef(category: NamedRefWire | null | undefined): CategoryRef | null {
  return category ? { id: category.id, name: category.nombre } : null;
}

function toNullableText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

const FITMENTS: Record<VehicleFitmentWire, VehicleFitment> = {
  compatible: 'fits',
  universal: 'universal',
  no_compatible: 'no-fit',
  sin_datos: 'unknown',
};

/** Unknown or missing values give no fitment (no badge) rather than a wrong one. */
export function toFitment(wire: VehicleFitmentWire | null | undefined): VehicleFitment | undefined {
  return wire ? FITMENTS[wire] : undefined;
}

export function toProduct(wire: ProductWire): Product {
  const fitment = toFitment(wire.compatibilidadVehiculo);
  return {
    id: wire.id,
    title: wire.titulo,
    ...toPricing(wire.precio, wire.precioOferta, wire.descuento),
    description: wire.descripcion ?? '',
    sku: wire.sku,
    oem: wire.oem ?? null,
    stock: toNumber(wire.existencias),
    categoryId: wire.categoriaId ?? wire.categoria?.id ?? null,
    category: toCategoryRef(wire.categoria),
    images: toProductImages(wire.id, wire.imagenes),
    rating: toRating(wire.calificacion),
    brand: wire.marca?.nombre ?? null,
    ...(fitment && { fitment }),
  };
}

function toCompatibility(wire: CompatibilityWire): Compatibility {
  return {
    brand: wire.marca,
    model: wire.modelo,
    years: wire.anos,
    productId: wire.productId ?? null,
    productIds: wire.productos ?? [],
    matchesVehicle: wire.coincide === true,
  };
}

function toEquivalent(wire: EquivalentWire): Equivalent {
  return { code: wire.codigo, kind: wire.tipo === 'oem' ? 'oem' : 'aftermarket', brand: toNullableText(wire.marca) };
}

export function toProductDetail(wire: ProductWire): ProductDetail {
  return {
    ...toProduct(wire),
    alternativeSku: toNullableText(wire.skuAlternativo),
    application: toNullableText(wire.aplicacion),
    manufacturer: toNullableText(wire.fabricante),
    origin: toNullableText(wire.origen),
    subcategory: toCategoryRef(wire.subcategoria),
    subSubcategory: toCategoryRef(wire.subSubcategoria),
    compatibilities: (wire.compatibilidades ?? []).map(toCompatibility),
    equivalents: (wire.equivalencias ?? []).map(toEquivalent),
  };
}

export function toProductPage(wire: ProductListWire): ProductPage {
  return { products: wire.products.map(toProduct), pagination: toPagination(wire.pagination, wire.products.length) };
}

export function toProductSearchResult(wire: ProductSearchWire): ProductSearchResult {
  const { data } = wire;
  return {
    products: data.products.map(toProduct),
    pagination: toPagination(data.pagination, data.products.length),
    suggestions: (data.suggestions ?? []).map(toProduct),
    message: data.message?.trim() ?? '',
    searchTerm: data.searchTerm,
  };
}

export function toSearchSuggestion(wire: SearchSuggestionWire): SearchSuggestion {
  const fitment = toFitment(wire.compatibilidadVehiculo);
  // Here `price` is already the price charged and `originalPrice` the list price while on sale.
  const pricing = toPricing(
    wire.originalPrice ?? wire.price,
    wire.originalPrice == null ? null : wire.price,
    wire.discount,
  );
  return {
    id: wire.id,
    title: wire.title,
    sku: wire.sku,
    oem: toNullableText(wire.oem),
    price: pricing.price,
    originalPrice: pricing.listPrice,
    discount: pricing.discount,
    matchType: wire.matchType,
    ...(fitment && { fitment }),
  };
}

export function toBrandRef(wire: BrandRefWire): BrandRef {
  return { id: wire.id, name: wire.name };
}

export function toBrandModels(wire: BrandModelsWire): BrandModels {
  return {
    brand: toBrandRef(wire.data.brand),
    models: wire.data.models.map((model) => ({ ...toBrandRef(model), productCount: toNumber(model.productCount) })),
  };
}

export function toBrandProductPage({ data }: BrandProductsWire): BrandProductPage {
  return { ...toProductPage(data), brand: toBrandRef(data.brand) };
}

function toSubSubcategory(wire: SubSubcategoryWire): SubSubcategory {
  return { id: wire.id, name: wire.nombre, subcategoryId: wire.subcategoriaId ?? null };
}

function toSubcategory(wire: SubcategoryWire): Subcategory {
  return {
    id: wire.id,
    name: wire.nombre,
    categoryId: wire.categoriaId,
    subSubcategories: (wire.subSubcategorias ?? []).map(toSubSubcategory),
  };
}

export function toCategory(wire: CategoryWire): Category {
  return {
    id: wire.id,
    name: wire.nombre,
    image: wire.imagen?.trim() || null,
    subcategories: (wire.subcategorias ?? []).map(toSubcategory),
    subSubcategories: (wire.subSubcategorias ?? []).map(toSubSubcategory),
  };
}
