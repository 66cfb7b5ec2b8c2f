import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { stacked } from '../../../../core/validation/stacked';
import { OptionalText, RequiredText } from '../../../../core/validation/text.validators';
import { CATALOG_FORM_LIMITS as L } from '../catalog-admin.constants';
import { CatalogAdminError, CatalogAdminErrorCode } from '../catalog-admin.errors';
import { FormId, QueryId } from './form-values';

export const CATALOG_FORM_MESSAGES = {
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: (max: number) => `El nombre no puede superar los ${max} caracteres`,
  imageInvalid: 'La imagen debe ser un archivo o una URL',
  imageTooLong: `La URL de la imagen no puede superar los ${L.imageUrl} caracteres`,
  categoryInvalid: 'La categoría no existe',
  subcategoryInvalid: 'La subcategoría no existe',
} as const;

const M = CATALOG_FORM_MESSAGES;

/**
 * The parent a subcategory or sub-subcategory is filed under: required (the service answers `required`, a 400)
 * and an existing id (`invalid`).
 */
const ParentField = (example: number, required: CatalogAdminErrorCode, invalid: string) =>
  stacked(
    ApiProperty({ example, description: `Obligatoria: 400 '${CatalogAdminError.messageOf(required)}'` }),
    FormId(invalid),
  );

/** The required `name` of a category, subcategory or sub-subcategory, at most `max` characters. */
const NameField = (max: number, example: string) =>
  stacked(
    ApiProperty({ example, maxLength: max }),
    RequiredText(max, { required: M.nameRequired, tooLong: M.nameTooLong(max) }),
  );

/**
 * POST /categories (multipart: `name`, `image`). The image is either a file part (read by the
 * upload interceptor) or this text field with an http(s) URL or a site path.
 */
export class CreateCategoryDto {
  @NameField(L.categoryName, 'Frenos')
  name: string;

  @ApiPropertyOptional({
    description: 'Archivo JPG, PNG, WEBP o GIF de hasta 2 MB, o una URL http(s) o ruta que empiece con /',
    example: 'https://cdn.example.cl/frenos.jpg',
  })
  @OptionalText(L.imageUrl, { invalid: M.imageInvalid, tooLong: M.imageTooLong })
  image?: string | null;
}

/** PUT /categories/{id}: the fields given replace the stored ones (a blank image keeps it). */
export class UpdateCategoryDto extends PartialType(CreateCategoryDto) {}

/** POST /subcategories (multipart or JSON). */
export class CreateSubcategoryDto {
  @NameField(L.subcategoryName, 'Pastillas de freno')
  name: string;

  @ParentField(3, CatalogAdminErrorCode.CategoryRequired, M.categoryInvalid)
  categoryId?: number | null;
}

export class UpdateSubcategoryDto extends PartialType(CreateSubcategoryDto) {}

/** POST /subsubcategories (multipart or JSON); the category is the subcategory's. */
export class CreateSubSubcategoryDto {
  @NameField(L.subSubcategoryName, 'Pastillas cerámicas')
  name: string;

  @ParentField(7, CatalogAdminErrorCode.SubcategoryRequired, M.subcategoryInvalid)
  subcategoryId?: number | null;
}

export class UpdateSubSubcategoryDto extends PartialType(CreateSubSubcategoryDto) {}

export class SubcategoriesQuery {
  @ApiPropertyOptional({ example: 3 })
  @QueryId()
  categoryId?: number | null;
}

export class SubSubcategoriesQuery {
  @ApiPropertyOptional({ example: 7 })
  @QueryId()
  subcategoryId?: number | null;

  @ApiPropertyOptional({ example: 3 })
  @QueryId()
  categoryId?: number | null;
}
