import type {
  PaginationResponse,
  ProductResponse,
  SubcategoryResponse,
  SubSubcategoryResponse,
} from '../catalog.responses';

/** Wire shapes of the admin catalogue calls, with the catalogue's Spanish field names. */

export interface SubSubcategoryDetailResponse extends SubSubcategoryResponse {
  fechaCreacion: string;
  fechaActualizacion: string;
}

export interface SubcategoryDetailResponse extends Omit<SubcategoryResponse, 'subSubcategorias'> {
  subSubcategorias: SubSubcategoryDetailResponse[];
  fechaCreacion: string;
  fechaActualizacion: string;
}

/** GET /admin/products. */
export interface AdminProductPageResponse {
  success: true;
  products: ProductResponse[];
  pagination: PaginationResponse;
}

/** Every DELETE of the admin catalogue. */
export interface DeletedResponse {
  success: true;
}
