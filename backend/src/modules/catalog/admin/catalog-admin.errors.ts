import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../../core/errors/domain-error';
import { COMMON_MESSAGES } from '../../../core/errors/error-messages';
import { MAX_PRODUCT_IMAGES } from '../product.entity';
import { CATALOG_FORM_LIMITS } from './catalog-admin.constants';

/** Spanish messages (admin.md 5 and 8, and the admin catalogue API contract). */
const [CatalogAdminErrorBase, CatalogAdminErrorCode] = domainErrors('CatalogAdminError', {
  CategoryNameTaken: ['CATEGORY_NAME_TAKEN', 'Ya existe una categoría con ese nombre', HttpStatus.CONFLICT],
  SubcategoryNameTaken: [
    'SUBCATEGORY_NAME_TAKEN',
    'Ya existe una subcategoría con ese nombre en la categoría',
    HttpStatus.CONFLICT,
  ],
  SubSubcategoryNameTaken: [
    'SUB_SUBCATEGORY_NAME_TAKEN',
    'Ya existe una sub-subcategoría con ese nombre en la subcategoría',
    HttpStatus.CONFLICT,
  ],
  ImageRequired: ['IMAGE_REQUIRED', 'La imagen es obligatoria'],
  ImageUrlInvalid: [
    'IMAGE_URL_INVALID',
    'La URL de la imagen debe empezar con http://, https:// o / (una ruta del sitio)',
  ],
  CategoryRequired: ['CATEGORY_REQUIRED', 'Debes seleccionar una categoría'],
  CategoryMissing: ['CATEGORY_MISSING', 'La categoría no existe'],
  SubcategoryRequired: ['SUBCATEGORY_REQUIRED', 'Debes seleccionar una subcategoría'],
  SubcategoryMissing: ['SUBCATEGORY_MISSING', 'La subcategoría no existe'],
  SubSubcategoryMissing: ['SUB_SUBCATEGORY_MISSING', 'La sub-subcategoría no existe'],
  SubcategoryOutsideCategory: [
    'SUBCATEGORY_OUTSIDE_CATEGORY',
    'La subcategoría no pertenece a la categoría seleccionada',
  ],
  SubSubcategoryOutsideParent: [
    'SUB_SUBCATEGORY_OUTSIDE_PARENT',
    'La sub-subcategoría no pertenece a la categoría y subcategoría seleccionadas',
  ],
  SubcategoryNotFound: ['SUBCATEGORY_NOT_FOUND', 'Subcategoría no encontrada', HttpStatus.NOT_FOUND],
  SubSubcategoryNotFound: ['SUB_SUBCATEGORY_NOT_FOUND', 'Sub-subcategoría no encontrada', HttpStatus.NOT_FOUND],
  CategoryHasProducts: [
    'CATEGORY_HAS_PRODUCTS',
    'No se puede eliminar la categoría porque tiene productos asociados',
    HttpStatus.CONFLICT,
  ],
  SubcategoryHasProducts: [
    'SUBCATEGORY_HAS_PRODUCTS',
    'No se puede eliminar la subcategoría porque tiene productos asociados',
    HttpStatus.CONFLICT,
  ],
  SubSubcategoryHasProducts: [
    'SUB_SUBCATEGORY_HAS_PRODUCTS',
    'No se puede eliminar la sub-subcategoría porque tiene productos asociados',
    HttpStatus.CONFLICT,
  ],
  ImagesRequired: ['IMAGES_REQUIRED', 'Debes agregar al menos una imagen'],
  ImagesInvalid: ['IMAGES_INVALID', 'El campo images debe ser un arreglo JSON de imágenes'],
  TooManyImages: ['TOO_MANY_IMAGES', `Puedes agregar hasta ${MAX_PRODUCT_IMAGES} imágenes`],
  TitleTooLong: ['TITLE_TOO_LONG', `El título no puede superar los ${CATALOG_FORM_LIMITS.title} caracteres`],
  SkuTooLong: ['SKU_TOO_LONG', `El SKU no puede superar los ${CATALOG_FORM_LIMITS.sku} caracteres`],
  SalePriceNotBelowPrice: ['SALE_PRICE_NOT_BELOW_PRICE', 'El precio de oferta debe ser menor que el precio'],
});

/** One of the codes above. */
type CatalogAdminErrorCode = (typeof CatalogAdminErrorCode)[keyof typeof CatalogAdminErrorCode];
export { CatalogAdminErrorCode };

/** An admin catalogue error; `message` may replace the code's own text (the code keeps the HTTP status). */
export class CatalogAdminError extends CatalogAdminErrorBase {
  constructor(code: CatalogAdminErrorCode, message?: string, details?: string[]) {
    super(code, details);
    if (message !== undefined) this.message = message;
  }
}

/**
 * 400 with the field's reason, shaped like a refused form field ('Los datos enviados no son
 * válidos', errors [reason]): a rule the service checks against stored values.
 */
export function fieldRefused(code: CatalogAdminErrorCode): CatalogAdminError {
  return new CatalogAdminError(code, COMMON_MESSAGES.validation, [CatalogAdminError.messageOf(code)]);
}

const HAS_PRODUCTS = {
  category: [CatalogAdminErrorCode.CategoryHasProducts, 'la categoría'],
  subcategory: [CatalogAdminErrorCode.SubcategoryHasProducts, 'la subcategoría'],
  subSubcategory: [CatalogAdminErrorCode.SubSubcategoryHasProducts, 'la sub-subcategoría'],
} as const;

/** 409 'No se puede eliminar la categoría porque tiene 3 productos asociados' (and the other two kinds). */
export function stillHasProducts(kind: keyof typeof HAS_PRODUCTS, count: number): CatalogAdminError {
  const [code, noun] = HAS_PRODUCTS[kind];
  const products = count === 1 ? '1 producto asociado' : `${count} productos asociados`;
  return new CatalogAdminError(code, `No se puede eliminar ${noun} porque tiene ${products}`);
}
