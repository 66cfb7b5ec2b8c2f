// Texts of the admin catalogue screens (admin.md section 8), in one place so screens and tests agree.

export const RETRY_HINT = 'Por favor, inténtalo de nuevo.';

export const CATALOG_MESSAGES = {
  loadFailed: `Error al cargar los datos. ${RETRY_HINT}`,
  subcategoriesLoadFailed: 'Error al cargar las subcategorías',
  invalidId: 'ID inválido',
  invalidProductId: 'ID de producto inválido',
  productNotFound: 'Producto no encontrado',
  productCreateFailed: 'Error al crear el producto',
  productUpdateFailed: 'Error al actualizar el producto',
  productDeleteFailed: `Error al eliminar el producto. ${RETRY_HINT}`,
  productCreated: 'Producto creado correctamente',
  productUpdated: 'Producto actualizado correctamente',
  productDeleted: 'Producto eliminado correctamente',
  productsEmpty: 'No se encontraron productos',
  categoryRequired: 'Debes seleccionar una categoría',
  subcategoryRequired: 'Debes seleccionar una subcategoría',
  nameRequired: 'El nombre es obligatorio',
  imageRequired: 'La imagen es obligatoria',
  imageFileInvalid: 'La imagen debe ser JPG, PNG, WEBP o GIF de hasta 2 MB',
  imageUrlInvalid: 'La URL debe empezar con http://, https:// o /',
  imageUrlRequired: 'La URL de la imagen es obligatoria',
  galleryEmpty: 'Debes agregar al menos una imagen',
  irreversible: 'Esta acción no se puede deshacer.',
  /** Badge of the category, subcategory or sub-subcategory just created or edited, on its list. */
  justSaved: 'Recién guardada',
} as const;

export type TaxonomyKind = 'category' | 'subcategory' | 'subSubcategory';

type KindLabels = {
  /** 'Categoría', for headings and column titles. */
  label: string;
  /** 'categorías', for counts and empty states. */
  plural: string;
  /** 'la categoría', the article form the error texts use. */
  definite: string;
  notFound: string;
  created: string;
  updated: string;
  deleted: string;
};

export const TAXONOMY_LABELS: Record<TaxonomyKind, KindLabels> = {
  category: {
    label: 'Categoría',
    plural: 'categorías',
    definite: 'la categoría',
    notFound: 'Categoría no encontrada',
    created: 'Categoría creada correctamente',
    updated: 'Categoría actualizada correctamente',
    deleted: 'Categoría eliminada correctamente',
  },
  subcategory: {
    label: 'Subcategoría',
    plural: 'subcategorías',
    definite: 'la subcategoría',
    notFound: 'Subcategoría no encontrada',
    created: 'Subcategoría creada correctamente',
    updated: 'Subcategoría actualizada correctamente',
    deleted: 'Subcategoría eliminada correctamente',
  },
  subSubcategory: {
    label: 'Sub-subcategoría',
    plural: 'sub-subcategorías',
    definite: 'la sub-subcategoría',
    notFound: 'Sub-subcategoría no encontrada',
    created: 'Sub-subcategoría creada correctamente',
    updated: 'Sub-subcategoría actualizada correctamente',
    deleted: 'Sub-subcategoría eliminada correctamente',
  },
};

export const taxonomyMessages = (kind: TaxonomyKind) => {
  const { definite, plural } = TAXONOMY_LABELS[kind];
  return {
    createFailed: `Error al crear ${definite}`,
    updateFailed: `Error al actualizar ${definite}`,
    deleteFailed: `Error al eliminar ${definite}. ${RETRY_HINT}`,
    empty: `No se encontraron ${plural}`,
  };
};

/** '¿Estás seguro de que quieres eliminar la categoría "Frenos"?' (admin.md section 2.4). */
export function deleteQuestion(definite: string, name: string): string {
  return `¿Estás seguro de que quieres eliminar ${definite} "${name}"?`;
}
