/** The workbook columns of admin.md 2.7, with what each one holds (shown on the import screen). */
export const REQUIRED_IMPORT_COLUMNS = [
  { name: 'itemCode', description: 'SKU único del producto' },
  { name: 'U_marca', description: 'Marca del vehículo' },
  { name: 'modelo', description: 'Modelo del vehículo' },
  { name: 'ano_inicio', description: 'Primer año compatible' },
  { name: 'ano_fin', description: 'Último año compatible' },
  { name: 'U_subsubcategoria', description: 'Sub-subcategoría del catálogo' },
  { name: 'descripcion', description: 'Descripción del producto' },
  { name: 'Titulo_web', description: 'Título que se muestra en la tienda' },
  { name: 'stock', description: 'Unidades disponibles' },
] as const;

export const OPTIONAL_IMPORT_COLUMNS = [
  { name: 'oem', description: 'SKU alternativo (código OEM)' },
  { name: 'aplicacion', description: 'Aplicación o posición' },
  { name: 'fabricante', description: 'Fabricante del repuesto' },
  { name: 'origen', description: 'País de origen' },
  { name: 'precio_alsc', description: 'Precio ALSC' },
  { name: 'precio_ML', description: 'Precio Mercado Libre' },
  { name: 'Descuento', description: 'Descuento en porcentaje' },
  { name: 'Precio_WEB', description: 'Precio de venta en la tienda' },
  { name: 'IMAGEN1', description: 'URL de la imagen principal' },
  { name: 'IMAGEN2', description: 'URL de una imagen adicional' },
  { name: 'IMAGEN3', description: 'URL de una imagen adicional' },
] as const;
