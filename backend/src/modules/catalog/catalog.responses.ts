/** Wire shapes of the storefront spec (section 3), with its Spanish field names. */
import type { VehicleFit } from './catalog.constants';

export interface CategoryRefResponse {
  id: number;
  nombre: string;
}

export interface RatingResponse {
  id: number;
  productoId: number;
  puntuacion: number;
  cantidad: number;
  fechaCreacion: string;
  fechaActualizacion: string;
}

export interface ProductImagesResponse {
  imagenPrincipal: string;
  imagen2: string | null;
  imagen3: string | null;
  imagen4: string | null;
  imagen5: string | null;
}

export interface CompatibilityResponse {
  marca: string;
  modelo: string;
  anos: string;
  productId: number;
  productos: number[];
  /** With the shopper's vehicle: this row covers it (the product page highlights it). */
  coincide?: boolean;
}

/** An equivalent part number (Mi garaje): the vehicle maker's or another parts maker's. */
export interface EquivalentResponse {
  codigo: string;
  tipo: 'oem' | 'aftermarket';
  marca: string | null;
}

export interface ProductResponse {
  id: number;
  titulo: string;
  tituloInsensible: string;
  /** The list price (CLP). */
  precio: number;
  /** The sale price, charged instead of precio, only while it is lower than precio; else null. */
  precioOferta: number | null;
  /** Whole percentage off while on sale (at least 1), else null. */
  descuento: number | null;
  descripcion: string;
  sku: string;
  skuAlternativo: string | null;
  oem: string | null;
  aplicacion: string | null;
  fabricante: string | null;
  origen: string | null;
  existencias: number;
  categoriaId: number | null;
  subcategoriaId: number | null;
  subSubcategoriaId: number | null;
  categoria: CategoryRefResponse | null;
  subcategoria: CategoryRefResponse | null;
  subSubcategoria: CategoryRefResponse | null;
  imagenes: ProductImagesResponse;
  compatibilidades: CompatibilityResponse[];
  calificacion: RatingResponse;
  fechaCreacion: string;
  fechaActualizacion: string;
  /** Only when the call names a vehicle (vehicleModelId + vehicleYear). */
  compatibilidadVehiculo?: VehicleFit;
  /** Only on the product page (GET /products/{id}). */
  equivalencias?: EquivalentResponse[];
}

/** Brand and model of a search result's first compatibility. */
export interface SearchBrandRef {
  id: number;
  nombre: string;
}

export interface SearchModelRef {
  id: number;
  nombre: string;
  marcaId: number;
}

export interface SearchProductResponse extends ProductResponse {
  marca: SearchBrandRef | null;
  modelo: SearchModelRef | null;
  relevanceScore: number;
}

export interface ProductSearchResponse {
  success: true;
  message: string;
  data: {
    products: SearchProductResponse[];
    /** Similar products, only when nothing matched. */
    suggestions: SearchProductResponse[];
    pagination: PaginationResponse;
    message: string;
    searchTerm: string;
    /** The query with its misspelt words corrected, when that is what was searched; otherwise null. */
    correctedSearchTerm: string | null;
  };
}

export type SuggestionMatchType = 'sku' | 'oem' | 'title';

export interface SuggestionResponse {
  id: number;
  title: string;
  sku: string;
  oem: string | null;
  /** The price charged: the sale price while on sale. */
  price: number;
  /** The list price while on sale (shown struck through), else null. */
  originalPrice: number | null;
  /** Whole percentage off while on sale, else null. */
  discount: number | null;
  matchType: SuggestionMatchType;
  /** Only when the call names a vehicle. */
  compatibilidadVehiculo?: VehicleFit;
}

export interface BrandResponse {
  id: number;
  name: string;
  modelCount: number;
}

export interface BrandRefResponse {
  id: number;
  name: string;
}

export interface ModelResponse {
  id: number;
  name: string;
  productCount: number;
}

export interface ModelRefResponse {
  id: number;
  name: string;
  brandId: number;
}

export interface PaginationResponse {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /**
   * Only on searches, and only when true: the search stopped counting at SEARCH_CANDIDATE_LIMIT, so `total` is a
   * lower bound ("1000 o más") and totalPages the pages a shopper can reach.
   */
  totalCapped?: true;
}

export interface SubSubcategoryResponse {
  id: number;
  nombre: string;
  categoriaId: number;
  subcategoriaId: number | null;
}

export interface SubcategoryResponse {
  id: number;
  nombre: string;
  categoriaId: number;
  subSubcategorias: SubSubcategoryResponse[];
}

export interface CategoryResponse {
  id: number;
  nombre: string;
  imagen: string | null;
  subcategorias: SubcategoryResponse[];
  subSubcategorias: SubSubcategoryResponse[];
  fechaCreacion: string;
  fechaActualizacion: string;
}
