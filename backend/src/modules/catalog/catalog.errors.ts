import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

/** Spanish messages, verbatim from the storefront spec's error catalogue where it names them. */
export const [CatalogError, CatalogErrorCode] = domainErrors('CatalogError', {
  InvalidProductId: ['INVALID_PRODUCT_ID', 'ID de producto inválido'],
  ProductNotFound: ['PRODUCT_NOT_FOUND', 'Producto no encontrado', HttpStatus.NOT_FOUND],
  InvalidCategoryId: ['INVALID_CATEGORY_ID', 'ID inválido'],
  CategoryNotFound: ['CATEGORY_NOT_FOUND', 'Categoría no encontrada', HttpStatus.NOT_FOUND],
  InvalidBrandId: ['INVALID_BRAND_ID', 'ID de marca inválido'],
  BrandNotFound: ['BRAND_NOT_FOUND', 'Marca no encontrada', HttpStatus.NOT_FOUND],
  InvalidModelId: ['INVALID_MODEL_ID', 'ID de modelo inválido'],
  ModelNotFound: ['MODEL_NOT_FOUND', 'Modelo no encontrado', HttpStatus.NOT_FOUND],
  SearchTooShort: ['SEARCH_TOO_SHORT', 'La búsqueda debe tener al menos 2 caracteres'],
  SearchFailed: ['SEARCH_FAILED', 'Error en la búsqueda', HttpStatus.INTERNAL_SERVER_ERROR],
  InvalidVehicle: ['INVALID_VEHICLE', 'Vehículo inválido'],
});

/** One of the codes above, e.g. for a caller that tells two "not found" apart. */
export type CatalogErrorCode = (typeof CatalogErrorCode)[keyof typeof CatalogErrorCode];
