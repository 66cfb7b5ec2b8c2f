/** YEAR: ano_inicio > ano_fin; DUPLICATE_SKU: same itemCode with other data; CATEGORY: unknown sub-subcategory. */
export enum ImportWarningKind {
  YEAR = 'YEAR',
  DUPLICATE_SKU = 'DUPLICATE_SKU',
  CATEGORY = 'CATEGORY',
}
