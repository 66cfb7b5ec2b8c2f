import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Allow, ValidateIf } from 'class-validator';
import { RequiredText } from '../../../../core/validation/text.validators';
import { CATALOG_FORM_LIMITS as L, IMPORTED_TEXT_LIMITS } from '../catalog-admin.constants';
import { CatalogAdminError, CatalogAdminErrorCode } from '../catalog-admin.errors';
import { FormAmount, FormAmountBelow, FormCount, FormId } from './form-values';

export const PRODUCT_FORM_MESSAGES = {
  titleRequired: 'El título es obligatorio',
  titleTooLong: CatalogAdminError.messageOf(CatalogAdminErrorCode.TitleTooLong),
  descriptionRequired: 'La descripción es obligatoria',
  descriptionTooLong: `La descripción no puede superar los ${L.description} caracteres`,
  priceRequired: 'El precio es obligatorio',
  price: 'El precio debe ser un número mayor o igual a 0',
  salePrice: 'El precio de oferta debe ser un número mayor o igual a 0',
  salePriceNotBelowPrice: CatalogAdminError.messageOf(CatalogAdminErrorCode.SalePriceNotBelowPrice),
  skuRequired: 'El SKU es obligatorio',
  skuTooLong: CatalogAdminError.messageOf(CatalogAdminErrorCode.SkuTooLong),
  stock: 'El stock debe ser un número entero mayor o igual a 0',
  category: 'La categoría no existe',
  subcategory: 'La subcategoría no existe',
  subSubcategory: 'La sub-subcategoría no existe',
} as const;

const M = PRODUCT_FORM_MESSAGES;

const IMAGES_DESCRIPTION =
  'Arreglo JSON de {id, url, productId, isMain} (texto en multipart); al menos 1 y hasta 5 con URL http(s) o ruta que empiece con /; la principal (isMain) queda primera';

/** POST /products (multipart or JSON). */
export class CreateProductDto {
  @ApiProperty({ example: 'Pastillas de freno delanteras Toyota Yaris', maxLength: L.title })
  @RequiredText(L.title, { required: M.titleRequired, tooLong: M.titleTooLong })
  title: string;

  @ApiProperty({ example: 'Juego de 4 pastillas cerámicas.' })
  @RequiredText(L.description, { required: M.descriptionRequired, tooLong: M.descriptionTooLong })
  description: string;

  @ApiProperty({ example: 24990, minimum: 0, description: 'CLP; se redondea a pesos' })
  @FormAmount({ invalid: M.price, required: M.priceRequired })
  price: number;

  @ApiPropertyOptional({
    example: 19990,
    minimum: 0,
    nullable: true,
    description: `CLP, se redondea a pesos; menor que el precio ('${M.salePriceNotBelowPrice}'); vacío lo quita`,
  })
  @FormAmount({ invalid: M.salePrice }, { nullable: true })
  @FormAmountBelow('price', M.salePriceNotBelowPrice)
  salePrice?: number | null;

  @ApiProperty({ example: 'PFD-1001', maxLength: L.sku })
  @RequiredText(L.sku, { required: M.skuRequired, tooLong: M.skuTooLong })
  sku: string;

  @ApiPropertyOptional({ example: 12, minimum: 0, default: 0 })
  @FormCount(M.stock)
  stock?: number;

  @ApiProperty({ example: 3, description: "Obligatoria: 400 'Debes seleccionar una categoría'" })
  @FormId(M.category)
  categoryId?: number | null;

  @ApiPropertyOptional({ example: 7, nullable: true, description: 'De la categoría elegida' })
  @FormId(M.subcategory)
  subcategoryId?: number | null;

  @ApiPropertyOptional({ example: 21, nullable: true, description: 'De la categoría (y subcategoría) elegidas' })
  @FormId(M.subSubcategory)
  subSubcategoryId?: number | null;

  @ApiProperty({
    description: IMAGES_DESCRIPTION,
    example: '[{"id":1,"url":"https://cdn.example.cl/pastillas.jpg","productId":0,"isMain":true}]',
  })
  // Parsed by the service, which answers its own Spanish messages (parseProductImages).
  @Allow()
  images?: unknown;
}

/**
 * PUT /products/{id}: the same fields, all optional; the ones given replace the stored ones. A
 * title or SKU longer than the form allows (brought in by the import) may be sent back unchanged.
 */
export class UpdateProductDto extends PartialType(OmitType(CreateProductDto, ['title', 'sku'] as const)) {
  @ApiPropertyOptional({ maxLength: L.title })
  // Absent keeps the stored title; null cannot (the column is required), so it gets the rule's message.
  @ValidateIf((_dto, value) => value !== undefined)
  @RequiredText(IMPORTED_TEXT_LIMITS.title, { required: M.titleRequired, tooLong: M.titleTooLong })
  title?: string;

  @ApiPropertyOptional({ maxLength: L.sku })
  @ValidateIf((_dto, value) => value !== undefined)
  @RequiredText(IMPORTED_TEXT_LIMITS.sku, { required: M.skuRequired, tooLong: M.skuTooLong })
  sku?: string;
}
