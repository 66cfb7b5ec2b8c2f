import type {
  ActiveProcess,
  ImportResult,
  ImportStatusResponse,
  SkuWarning,
  YearWarning,
} from '@/features/admin-import/types';

// Wire shapes of /api/import/* as the API sends them (see backend/test/api/import.api-spec.ts).

export const RUNNING_SESSION = 'import-1732300000000-k3j9x2abc';

export function importResultFixture(overrides: Partial<ImportResult> = {}): ImportResult {
  return {
    success: true,
    message:
      'Importación completada: 297 filas importadas (58 productos nuevos, 2 actualizados, 290 compatibilidades nuevas) y 3 con errores.',
    totalRows: 300,
    processedRows: 297,
    errorRows: 3,
    errors: [
      {
        row: 4,
        sheet: 'Frenos',
        error: 'stock debe ser un número entero mayor o igual a 0; valor: "muchos"',
        data: { itemCode: 'FR-004', Titulo_web: 'Disco ventilado', U_marca: 'Toyota' },
      },
      {
        row: 18,
        sheet: 'Frenos',
        error: 'Falta el campo requerido modelo',
        data: { itemCode: 'FR-018', Titulo_web: 'Pastilla trasera', U_marca: 'Kia' },
      },
      {
        row: 7,
        sheet: 'Motor',
        error: 'Falta el campo requerido itemCode',
        data: { itemCode: null, Titulo_web: 'Bujía iridio', U_marca: 'Nissan' },
      },
    ],
    successCount: 290,
    updateCount: 7,
    yearWarningCount: 6,
    skuWarningCount: 1,
    categoryWarningCount: 0,
    productsCreated: 58,
    productsUpdated: 2,
    compatibilitiesAdded: 290,
    createdSubSubcategories: [],
    newSubSubcategories: [],
    status: 'completed',
    ...overrides,
  };
}

export function statusFixture(overrides: Partial<ImportStatusResponse> = {}): ImportStatusResponse {
  return {
    success: true,
    exists: true,
    canReconnect: true,
    status: 'running',
    processedRows: 4200,
    totalRows: 10000,
    progress: 42,
    successCount: 4000,
    updateCount: 180,
    errorCount: 20,
    yearWarningCount: 3,
    skuWarningCount: 1,
    categoryWarningCount: 0,
    productsCreated: 400,
    productsUpdated: 18,
    compatibilitiesAdded: 4000,
    warningCount: 4,
    elapsedTime: 1.5,
    message: null,
    fileName: 'grande.xlsx',
    ...overrides,
  };
}

export const MISSING_STATUS: ImportStatusResponse = {
  success: true,
  exists: false,
  canReconnect: false,
  status: null,
  processedRows: 0,
  totalRows: null,
  progress: 0,
  message: 'Sesión de importación no encontrada',
};

export const activeProcessesFixture: ActiveProcess[] = [
  {
    sessionId: RUNNING_SESSION,
    status: 'running',
    state: 'running',
    progress: 42,
    elapsedTime: 1.5,
    processedRows: 4200,
    totalRows: 10000,
    canReconnect: true,
    fileName: 'grande.xlsx',
    message: null,
  },
  {
    sessionId: 'import-1732299000000-done00001',
    status: 'completed',
    state: 'completed',
    progress: 100,
    elapsedTime: 3.2,
    processedRows: 300,
    totalRows: 300,
    canReconnect: false,
    fileName: 'catalogo.xlsx',
    message: 'Importación completada: 300 filas importadas (300 nuevas, 0 actualizadas).',
  },
  {
    sessionId: 'import-1732298000000-stop00001',
    status: 'error',
    state: 'stopped',
    progress: 12,
    elapsedTime: 0.4,
    processedRows: 120,
    totalRows: 1000,
    canReconnect: false,
    fileName: 'detenido.xlsx',
    message: 'Importación detenida por el usuario. Las filas ya procesadas se conservan.',
  },
  {
    sessionId: 'import-1732297000000-odd000001',
    status: 'paused',
    progress: 0,
    elapsedTime: 0,
    processedRows: 0,
    totalRows: null,
    canReconnect: false,
    fileName: 'raro.xlsx',
    message: null,
  },
];

export function yearWarningsFixture(count: number): YearWarning[] {
  return Array.from({ length: count }, (_, index) => ({
    row: 10 + index,
    sheet: 'Frenos',
    sku: `FR-Y${index + 1}`,
    message: `El año de inicio (2019) es mayor que el año de fin (201${index})`,
    title: `Filtro de aire ${index + 1}`,
    brand: 'Kia',
    model: 'Rio',
    ano_inicio: 2019,
    ano_fin: 2010 + index,
  }));
}

export const skuWarningFixture: SkuWarning = {
  row: 40,
  sheet: 'Motor',
  sku: 'FR-001',
  reason: 'Mismo SKU con distinto título y precio: se creó un producto adicional',
  newTitle: 'Disco trasero',
  existingTitle: 'Disco delantero',
  newPrice: 15990,
  existingPrice: 12990,
};
