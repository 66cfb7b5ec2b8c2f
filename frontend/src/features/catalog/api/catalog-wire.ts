import type { ProductImagesWire } from '@/lib/product-images-wire';
import type { PaginationWire } from '@/lib/wire';

// ---------------------------------------------------------------------------
// Wire shapes (storefront.md section 3): the only place Spanish field names appear in the catalogue feature.
// ---------------------------------------------------------------------------

export type ProductRatingWire = {
  id: number;
  productoId: number;
  puntuacion: number | string;
  cantidad: number;
};

export type NamedRefWire = { id: number; nombre: string };

export type CompatibilityWire = {
  marca: string;
  modelo: string;
  /** A year or a range such as '2010-2015'. */
  anos: string;
  productId?: number | null;
  productos?: number[] | null;
  /** Only with a vehicle: the row that covers it. */
  coincide?: boolean;
};

/** Fitment of a product for the vehicle given as vehicleModelId + vehicleYear (issue #8). */
export type VehicleFitmentWire = 'compatible' | 'universal' | 'no_compatible' | 'sin_datos';

export type EquivalentWire = {
  codigo: string;
  tipo: 'oem' | 'aftermarket';
  marca?: string | null;
};

export type ProductWire = {
  id: number;
  titulo: string;
  tituloInsensible?: string;
  /** The list price. */
  precio: number | string;
  /** The sale price, only while on sale (below precio); null otherwise. */
  precioOferta?: number | string | null;
  /** Whole percentage off while on sale; null otherwise. */
  descuento?: number | string | null;
  descripcion?: string | null;
  sku: string;
  skuAlternativo?: string | null;
  oem?: string | null;
  aplicacion?: string | null;
  fabricante?: string | null;
  origen?: string | null;
  existencias: number | string;
  categoriaId?: number | null;
  subcategoriaId?: number | null;
  subSubcategoriaId?: number | null;
  categoria?: NamedRefWire | null;
  subcategoria?: NamedRefWire | null;
  subSubcategoria?: NamedRefWire | null;
  imagenes?: ProductImagesWire | null;
  compatibilidades?: CompatibilityWire[] | null;
  calificacion?: ProductRatingWire | null;
  /** Only on search results. */
  marca?: NamedRefWire | null;
  modelo?: (NamedRefWire & { marcaId: number }) | null;
  relevanceScore?: number;
  /** Only when the call carried a vehicle. */
  compatibilidadVehiculo?: VehicleFitmentWire | null;
  /** Only on GET /products/{id}. */
  equivalencias?: EquivalentWire[] | null;
  fechaCreacion?: string;
  fechaActualizacion?: string;
};

export type ProductListWire = {
  products: ProductWire[];
  pagination: PaginationWire;
};

export type ProductSearchWire = {
  success: boolean;
  message?: string;
  data: {
    products: ProductWire[];
    suggestions?: ProductWire[] | null;
    pagination: PaginationWire;
    message?: string | null;
    searchTerm: string;
  };
};

export type SearchSuggestionWire = {
  id: number;
  title: string;
  sku: string;
  oem?: string | null;
  /** The price charged. */
  price: number | string;
  /** The list price, only while on sale. */
  originalPrice?: number | string | null;
  discount?: number | string | null;
  matchType: 'sku' | 'oem' | 'title';
  compatibilidadVehiculo?: VehicleFitmentWire | null;
};

export type BrandRefWire = { id: number; name: string };

export type BrandWire = BrandRefWire & { modelCount: number };
export type VehicleModelWire = BrandRefWire & { productCount: number };

export type BrandsWire = { success: boolean; data: BrandWire[] };
export type BrandModelsWire = { success: boolean; data: { models: VehicleModelWire[]; brand: BrandRefWire } };
export type BrandProductsWire = {
  success: boolean;
  data: { products: ProductWire[]; pagination: PaginationWire; brand: BrandRefWire };
};
export type ModelProductsWire = {
  success: boolean;
  data: {
    products: ProductWire[];
    pagination: PaginationWire;
    brand: BrandRefWire;
    model: BrandRefWire & { brandId: number };
  };
};
export type ModelSearchWire = {
  success: boolean;
  data: {
    products: ProductWire[];
    searchTerm: string;
    totalResults: number;
    modelInfo: BrandRefWire & { brand: BrandRefWire };
  };
};

export type SubSubcategoryWire = {
  id: number;
  nombre: string;
  subcategoriaId: number | null;
};

export type SubcategoryWire = {
  id: number;
  nombre: string;
  categoriaId: number;
  subSubcategorias?: SubSubcategoryWire[] | null;
};

export type CategoryWire = {
  id: number;
  nombre: string;
  imagen?: string | null;
  subcategorias?: SubcategoryWire[] | null;
  subSubcategorias?: SubSubcategoryWire[] | null;
};
