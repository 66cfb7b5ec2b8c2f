import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum CatalogErrorCode {
  InvalidProductId = 'INVALID_PRODUCT_ID',
  ProductNotFound = 'PRODUCT_NOT_FOUND',
  InvalidCategoryId = 'INVALID_CATEGORY_ID',
  CategoryNotFound = 'CATEGORY_NOT_FOUND',
  InvalidBrandId = 'INVALID_BRAND_ID',
  BrandNotFound = 'BRAND_NOT_FOUND',
  InvalidModelId = 'INVALID_MODEL_ID',
  ModelNotFound = 'MODEL_NOT_FOUND',
  SearchTooShort = 'SEARCH_TOO_SHORT',
  SearchFailed = 'SEARCH_FAILED',
  InvalidVehicle = 'INVALID_VEHICLE',
}

/** Spanish messages, verbatim from the storefront spec's error catalogue where it names them. */
export const CATALOG_MESSAGES: Record<CatalogErrorCode, string> = {
  [CatalogErrorCode.InvalidProductId]: 'ID de producto inválido',
  [CatalogErrorCode.ProductNotFound]: 'Producto no encontrado',
  [CatalogErrorCode.InvalidCategoryId]: 'ID inválido',
  [CatalogErrorCode.CategoryNotFound]: 'Categoría no encontrada',
  [CatalogErrorCode.InvalidBrandId]: 'ID de marca inválido',
  [CatalogErrorCode.BrandNotFound]: 'Marca no encontrada',
  [CatalogErrorCode.InvalidModelId]: 'ID de modelo inválido',
  [CatalogErrorCode.ModelNotFound]: 'Modelo no encontrado',
  [CatalogErrorCode.SearchTooShort]: 'La búsqueda debe tener al menos 2 caracteres',
  [CatalogErrorCode.SearchFailed]: 'Error en la búsqueda',
  [CatalogErrorCode.InvalidVehicle]: 'Vehículo inválido',
};

const STATUS: Record<CatalogErrorCode, HttpStatus> = {
  [CatalogErrorCode.InvalidProductId]: HttpStatus.BAD_REQUEST,
  [CatalogErrorCode.ProductNotFound]: HttpStatus.NOT_FOUND,
  [CatalogErrorCode.InvalidCategoryId]: HttpStatus.BAD_REQUEST,
  [CatalogErrorCode.CategoryNotFound]: HttpStatus.NOT_FOUND,
  [CatalogErrorCode.InvalidBrandId]: HttpStatus.BAD_REQUEST,
  [CatalogErrorCode.BrandNotFound]: HttpStatus.NOT_FOUND,
  [CatalogErrorCode.InvalidModelId]: HttpStatus.BAD_REQUEST,
  [CatalogErrorCode.ModelNotFound]: HttpStatus.NOT_FOUND,
  [CatalogErrorCode.SearchTooShort]: HttpStatus.BAD_REQUEST,
  [CatalogErrorCode.SearchFailed]: HttpStatus.INTERNAL_SERVER_ERROR,
  [CatalogErrorCode.InvalidVehicle]: HttpStatus.BAD_REQUEST,
};

export class CatalogError extends domainErrorClass(STATUS, CATALOG_MESSAGES) {}
