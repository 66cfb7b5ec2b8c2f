import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Wire shapes of /api/import/* for OpenAPI (the service builds plain objects of these shapes). */

export class WorksheetsResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ example: ['Frenos', 'Motor'], type: [String] }) worksheets: string[];
  @ApiProperty({ example: 'Se encontraron 2 hojas' }) message: string;
}

class ImportErrorData {
  @ApiProperty({ example: 'FR-1001', nullable: true }) itemCode: string | null;
  @ApiProperty({ example: 'Pastilla de freno delantera', nullable: true }) Titulo_web: string | null;
  @ApiProperty({ example: 'Toyota', nullable: true }) U_marca: string | null;
}

export class ImportRowErrorView {
  @ApiProperty({ example: 12, description: 'Fila de Excel (la cabecera es la 1)' }) row: number;
  @ApiProperty({ example: 'Frenos', nullable: true }) sheet: string | null;
  @ApiProperty({ example: 'stock debe ser un número entero mayor o igual a 0; valor: "abc"' }) error: string;
  @ApiProperty({ type: ImportErrorData }) data: ImportErrorData;
}

export class CreatedSubSubcategoryView {
  @ApiProperty({ example: 118, nullable: true, description: 'null si se eliminó después' }) id: number | null;
  @ApiProperty({ example: 'Pastillas cerámicas' }) name: string;
  @ApiProperty({ example: 'Sin clasificar', description: 'Categoría donde quedó' }) category: string;
  @ApiProperty({ example: 'Frenos', nullable: true }) sheet: string | null;
  @ApiProperty({ example: 12, description: 'Primera fila de Excel que la nombró' }) row: number;
  @ApiProperty({ example: 'FR-1001', nullable: true }) sku: string | null;
  @ApiPropertyOptional({ example: 3, description: 'Productos que contiene al terminar la importación' })
  productCount?: number;
}

export class ImportResultResponse {
  @ApiProperty({ example: true, description: 'La importación terminó (aunque algunas filas tengan errores)' })
  success: boolean;
  @ApiProperty({
    example:
      'Importación completada: 1.998 filas importadas (200 productos nuevos, 0 actualizados, 1.998 compatibilidades nuevas) y 2 con errores.',
  })
  message: string;
  @ApiProperty({ example: 2000, description: 'Filas de datos leídas' }) totalRows: number;
  @ApiProperty({ example: 1998, description: 'Filas importadas (successCount + updateCount)' }) processedRows: number;
  @ApiProperty({ example: 2 }) errorRows: number;
  @ApiProperty({ type: [ImportRowErrorView], description: 'Las primeras 1000 filas rechazadas' })
  errors: ImportRowErrorView[];
  @ApiPropertyOptional({ example: 'import-1732300000000-k3j9x2' }) sessionId?: string;
  @ApiProperty({
    example: 1998,
    description:
      'FILAS (no productos) cuyo producto creó esta importación, incluidas las filas de compatibilidad siguientes del mismo producto',
  })
  successCount: number;
  @ApiProperty({ example: 0, description: 'FILAS (no productos) cuyo producto ya existía antes de la importación' })
  updateCount: number;
  @ApiProperty({ example: 3 }) yearWarningCount: number;
  @ApiProperty({ example: 1 }) skuWarningCount: number;
  @ApiProperty({ example: 1, description: "Sub-subcategorías creadas en 'Sin clasificar'" })
  categoryWarningCount: number;
  @ApiProperty({ example: 200, description: 'Productos creados' }) productsCreated: number;
  @ApiProperty({ example: 0, description: 'Productos que ya existían y se actualizaron (cada uno una vez)' })
  productsUpdated: number;
  @ApiProperty({
    example: 1998,
    description: 'Compatibilidades (producto, modelo, años) agregadas; las que ya existían no se cuentan',
  })
  compatibilitiesAdded: number;
  @ApiProperty({ example: ['Pastillas cerámicas'], type: [String] }) createdSubSubcategories: string[];
  @ApiProperty({
    type: [CreatedSubSubcategoryView],
    description: "Las sub-subcategorías creadas en 'Sin clasificar' (hasta 200), para moverlas o renombrarlas",
  })
  newSubSubcategories: CreatedSubSubcategoryView[];
  @ApiProperty({ enum: ['completed', 'error', 'stopped'] }) status: string;
}

export class ImportStatusResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ example: true }) exists: boolean;
  @ApiProperty({ example: true, description: 'En cola o en curso: se puede volver a abrir el progreso' })
  canReconnect: boolean;
  @ApiProperty({ enum: ['queued', 'running', 'completed', 'error', 'stopped'], nullable: true }) status: string | null;
  @ApiProperty({ example: 4200 }) processedRows: number;
  @ApiProperty({ example: 10000, nullable: true }) totalRows: number | null;
  @ApiProperty({ example: 42 }) progress: number;
  @ApiProperty({ example: 4000, description: 'Filas cuyo producto creó esta importación' }) successCount: number;
  @ApiProperty({ example: 180, description: 'Filas cuyo producto ya existía' }) updateCount: number;
  @ApiProperty({ example: 20 }) errorCount: number;
  @ApiProperty({ example: 3 }) yearWarningCount: number;
  @ApiProperty({ example: 1 }) skuWarningCount: number;
  @ApiProperty({ example: 0 }) categoryWarningCount: number;
  @ApiProperty({ example: 400, description: 'Productos creados' }) productsCreated: number;
  @ApiProperty({ example: 18, description: 'Productos existentes actualizados' }) productsUpdated: number;
  @ApiProperty({ example: 4000, description: 'Compatibilidades agregadas' }) compatibilitiesAdded: number;
  @ApiProperty({ example: 4, description: 'Advertencias de años + de SKU duplicado' }) warningCount: number;
  @ApiProperty({ example: 1.5, description: 'Minutos desde el inicio (hasta el fin si terminó)' }) elapsedTime: number;
  @ApiPropertyOptional({ nullable: true }) message?: string | null;
  @ApiPropertyOptional({ nullable: true }) fileName?: string | null;
  @ApiPropertyOptional({ nullable: true }) worksheetName?: string | null;
  @ApiPropertyOptional() processAllSheets?: boolean;
  @ApiPropertyOptional({ nullable: true }) startedAt?: string | null;
  @ApiPropertyOptional({ nullable: true }) finishedAt?: string | null;
}

export class ActiveProcessView {
  @ApiProperty({ example: 'import-1732300000000-k3j9x2' }) sessionId: string;
  @ApiProperty({ enum: ['running', 'completed', 'error'] }) status: string;
  @ApiProperty({ enum: ['queued', 'running', 'completed', 'error', 'stopped'] }) state: string;
  @ApiProperty({ example: 42 }) progress: number;
  @ApiProperty({ example: 1.5, description: 'Minutos' }) elapsedTime: number;
  @ApiProperty({ example: 4200 }) processedRows: number;
  @ApiProperty({ example: 10000, nullable: true }) totalRows: number | null;
  @ApiProperty({ example: true }) canReconnect: boolean;
  @ApiProperty({ example: 'catalogo.xlsx' }) fileName: string;
  @ApiPropertyOptional({ nullable: true }) message: string | null;
}

export class ActiveProcessesResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ type: [ActiveProcessView] }) activeProcesses: ActiveProcessView[];
}

export class YearWarningView {
  @ApiProperty({ example: 15 }) row: number;
  @ApiProperty({ example: 'Frenos', nullable: true }) sheet: string | null;
  @ApiProperty({ example: 'FR-1001', nullable: true }) sku: string | null;
  @ApiProperty({ example: 'El año de inicio (2015) es mayor que el año de fin (2010)' }) message: string;
  @ApiProperty({ example: 'Pastilla de freno delantera', nullable: true }) title: string | null;
  @ApiProperty({ example: 'Toyota', nullable: true }) brand: string | null;
  @ApiProperty({ example: 'Yaris', nullable: true }) model: string | null;
  @ApiProperty({ example: 2015, nullable: true }) ano_inicio: number | null;
  @ApiProperty({ example: 2010, nullable: true }) ano_fin: number | null;
}

export class YearWarningsResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ type: [YearWarningView] }) warnings: YearWarningView[];
  @ApiProperty({ example: 1 }) count: number;
  @ApiProperty({ example: false, description: 'true si la lista se cortó (la descarga .txt las tiene todas)' })
  truncated: boolean;
}

export class SkuWarningView {
  @ApiProperty({ example: 40 }) row: number;
  @ApiProperty({ example: 'Frenos', nullable: true }) sheet: string | null;
  @ApiProperty({ example: 'FR-1001', nullable: true }) sku: string | null;
  @ApiProperty({ example: 'Mismo SKU con distinto título: se creó un producto adicional' }) reason: string;
  @ApiProperty({ example: 'Pastilla de freno trasera', nullable: true }) newTitle: string | null;
  @ApiProperty({ example: 'Pastilla de freno delantera', nullable: true }) existingTitle: string | null;
  @ApiProperty({ example: 15990, nullable: true }) newPrice: number | null;
  @ApiProperty({ example: 12990, nullable: true }) existingPrice: number | null;
}

export class SkuWarningsResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ type: [SkuWarningView] }) warnings: SkuWarningView[];
  @ApiProperty({ example: 1 }) count: number;
  @ApiProperty({ example: false }) truncated: boolean;
}

export class CancelImportResponse {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ example: 'Se solicitó detener la importación: se detendrá al terminar el lote en curso' })
  message: string;
  @ApiProperty({ enum: ['running', 'stopped'] }) status: string;
}
