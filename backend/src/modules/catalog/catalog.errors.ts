import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';

export enum CatalogErrorCode {
  InvalidProductId = 'INVALID_PRODUCT_ID',
  ProductNotFound = 'PRODUCT_NOT_FOUND',
  InvalidCategoryId = 'INVALID_CATEGORY_ID',
  CategoryNotFound = 'CATEGORY_NOT_FOUND',
}

/** Spanish messages, verbatim from the storefront spec's error catalogue where it names them. */
export const CATALOG_MESSAGES: Record<CatalogErrorCode, string> = {
  [CatalogErrorCode.InvalidProductId]: 'ID de producto inválido',
  [CatalogErrorCode.ProductNotFound]: 'Producto no encontrado',
  [CatalogErrorCode.InvalidCategoryId]: 'ID inválido',
  [CatalogErrorCode.CategoryNotFound]: 'Categoría no encontrada',
};

const STATUS: Record<CatalogErrorCode, HttpStatus> = {
  [CatalogErrorCode.InvalidProductId]: HttpStatus.BAD_REQUEST,
  [CatalogErrorCode.ProductNotFound]: HttpStatus.NOT_FOUND,
  [CatalogErrorCode.InvalidCategoryId]: HttpStatus.BAD_REQUEST,
  [CatalogErrorCode.CategoryNotFound]: HttpStatus.NOT_FOUND,
};

export class CatalogError extends DomainError {
  constructor(code: CatalogErrorCode, details?: unknown) {
    super(code, STATUS[code], CATALOG_MESSAGES[code], details);
  }
}
