import { PRODUCT_PLACEHOLDER_IMAGE, type VehicleFit } from './catalog.constants';
import type {
  CompatibilityResponse,
  EquivalentResponse,
  PaginationResponse,
  ProductResponse,
} from './catalog.responses';
import type { Product } from './product.entity';
import { salePricing } from './sale-price';

interface NamedRef {
  id: number;
  name: string;
}

/** What toProductResponse reads: a Product entity, or a row of productRowsStatement. */
export type ProductRecord = Pick<
  Product,
  | 'id'
  | 'title'
  | 'titleNormalized'
  | 'description'
  | 'sku'
  | 'alternativeSku'
  | 'oem'
  | 'application'
  | 'manufacturer'
  | 'origin'
  | 'stock'
  | 'price'
  | 'salePrice'
  | 'images'
  | 'ratingAverage'
  | 'ratingCount'
  | 'categoryId'
  | 'subcategoryId'
  | 'subSubcategoryId'
  | 'createdAt'
  | 'updatedAt'
> & {
  category: NamedRef | null;
  subcategory: NamedRef | null;
  subSubcategory: NamedRef | null;
  /** How it fits the shopper's vehicle, when the call names one. */
  vehicleFit?: VehicleFit;
};

/** A row of productRowsStatement (see product-rows.sql.ts). */
export interface ProductRow extends Omit<ProductRecord, 'category' | 'subcategory' | 'subSubcategory'> {
  categoryName: string | null;
  subcategoryName: string | null;
  subSubcategoryName: string | null;
  modelId?: number | null;
  modelName?: string | null;
  brandId?: number | null;
  brandName?: string | null;
  compatibilities?: { brand: string; model: string; yearFrom: number; yearTo: number; matches?: boolean }[];
  crossReferences?: { code: string; kind: EquivalentResponse['tipo']; brand: string | null }[];
  /** With a vehicle (productRowsStatement / productDetailStatement `fitment`). */
  vehicleFit?: VehicleFit;
}

export function toRecord(row: ProductRow): ProductRecord {
  const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
  return {
    ...row,
    category: ref(row.categoryId, row.categoryName),
    subcategory: ref(row.subcategoryId, row.subcategoryName),
    subSubcategory: ref(row.subSubcategoryId, row.subSubcategoryName),
  };
}

export function pagination(total: number, page: number, limit: number): PaginationResponse {
  return { total, page, limit, totalPages: Math.ceil(total / limit) };
}

/**
 * The one place product field names meet the spec's Spanish wire names. precioOferta is the
 * sale price only while it is lower than the price; `storedSalePrice` (the admin's list) shows
 * the stored one whatever it is, so the owner sees what the form would save.
 */
export function toProductResponse(
  product: ProductRecord,
  compatibilities: CompatibilityResponse[] = [],
  { storedSalePrice = false }: { storedSalePrice?: boolean } = {},
): ProductResponse {
  const [main, ...rest] = product.images;
  const pricing = salePricing(product.price, product.salePrice);
  const ref = (entity: NamedRef | null | undefined) => (entity ? { id: entity.id, nombre: entity.name } : null);
  const createdAt = product.createdAt.toISOString();
  const updatedAt = product.updatedAt.toISOString();
  return {
    id: product.id,
    titulo: product.title,
    tituloInsensible: product.titleNormalized,
    precio: product.price,
    precioOferta: storedSalePrice ? product.salePrice : pricing.salePrice,
    descuento: pricing.discount,
    descripcion: product.description,
    sku: product.sku,
    skuAlternativo: product.alternativeSku,
    oem: product.oem,
    aplicacion: product.application,
    fabricante: product.manufacturer,
    origen: product.origin,
    existencias: product.stock,
    categoriaId: product.categoryId,
    subcategoriaId: product.subcategoryId,
    subSubcategoriaId: product.subSubcategoryId,
    categoria: ref(product.category),
    subcategoria: ref(product.subcategory),
    subSubcategoria: ref(product.subSubcategory),
    imagenes: {
      imagenPrincipal: main ?? PRODUCT_PLACEHOLDER_IMAGE,
      imagen2: rest[0] ?? null,
      imagen3: rest[1] ?? null,
      imagen4: rest[2] ?? null,
      imagen5: rest[3] ?? null,
    },
    compatibilidades: compatibilities,
    calificacion: {
      id: product.id,
      productoId: product.id,
      puntuacion: product.ratingAverage,
      cantidad: product.ratingCount,
      fechaCreacion: createdAt,
      fechaActualizacion: updatedAt,
    },
    fechaCreacion: createdAt,
    fechaActualizacion: updatedAt,
    ...(product.vehicleFit ? { compatibilidadVehiculo: product.vehicleFit } : {}),
  };
}
