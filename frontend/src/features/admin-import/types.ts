// Wire shapes of /api/import/* (admin.md sections 3, 4.4 and 7). The API already speaks English camelCase, so the
// views use them as they come; the reducer reads events defensively because they arrive as raw SSE text.

export type ImportEventType =
  | 'connected'
  | 'heartbeat'
  | 'start'
  | 'parsing'
  | 'processing'
  | 'batch-completed'
  | 'error-occurred'
  | 'product-updated'
  | 'duplicate-sku-warning'
  | 'stopped'
  | 'result'
  | 'completed'
  | 'error';

/** After one of these the import is over and the server ends the stream. */
export const TERMINAL_EVENT_TYPES: ReadonlySet<string> = new Set(['completed', 'error', 'stopped']);

export type ImportCounters = {
  /** Data rows handled so far, valid or not. */
  processedRows: number;
  /** Rows (not products) whose product the import created, its later fitment rows included. */
  successCount: number;
  /** Rows (not products) whose product existed before the import. */
  updateCount: number;
  errorCount: number;
  yearWarningCount: number;
  skuWarningCount: number;
  /** Sub-subcategories created under 'Sin clasificar'. */
  categoryWarningCount: number;
  /** Products created. */
  productsCreated: number;
  /** Products that existed before the import and were updated, each once. */
  productsUpdated: number;
  /** Compatibility rows (product, model, years) added. */
  compatibilitiesAdded: number;
};

/** A sub-subcategory the import created because the catalogue had none by that name. */
export type CreatedSubSubcategory = {
  /** null if it has been deleted since. */
  id: number | null;
  name: string;
  /** The category it was put in ('Sin clasificar'). */
  category: string;
  /** Where it was first named. */
  sheet?: string | null;
  row: number;
  sku?: string | null;
  /** Products in it when the import ended (results only). */
  productCount?: number;
};

export type ImportRowErrorWire = {
  row: number;
  sheet?: string | null;
  error: string;
  data?: { itemCode?: unknown; Titulo_web?: unknown; U_marca?: unknown } | null;
};

export type ImportResult = {
  success: boolean;
  message: string;
  totalRows: number;
  processedRows: number;
  errorRows: number;
  errors: ImportRowErrorWire[];
  sessionId?: string;
  successCount?: number;
  updateCount?: number;
  yearWarningCount?: number;
  skuWarningCount?: number;
  categoryWarningCount?: number;
  productsCreated?: number;
  productsUpdated?: number;
  compatibilitiesAdded?: number;
  createdSubSubcategories?: string[];
  newSubSubcategories?: CreatedSubSubcategory[];
  status?: 'completed' | 'error' | 'stopped';
};

export type ImportProgressEvent = Partial<ImportCounters> & {
  type: ImportEventType | string;
  sessionId?: string;
  message?: string;
  timestamp?: string;
  progress?: number;
  currentRow?: number;
  totalRows?: number | null;
  sheet?: string | null;
  row?: number;
  sku?: string | null;
  error?: string;
  currentItem?: { sku?: string | null; title?: string | null; brand?: string | null } | null;
  productInfo?: {
    sku?: string | null;
    title?: string | null;
    brand?: string | null;
    stockAnterior?: number | null;
    stockNuevo?: number | null;
    reason?: string | null;
  } | null;
  warning?: {
    sku?: string | null;
    newTitle?: string | null;
    existingTitle?: string | null;
    newPrice?: number | null;
    existingPrice?: number | null;
    reason?: string | null;
  } | null;
  result?: ImportResult | null;
  /** batch-completed: the sub-subcategories that batch created. */
  newSubSubcategories?: CreatedSubSubcategory[] | null;
};

export type WorksheetsResponse = { success: boolean; worksheets: string[]; message?: string };

/** 'queued' and 'running' can be reconnected; a stopped import is 'stopped' here and 'error' in the active list. */
export type ImportSessionState = 'queued' | 'running' | 'completed' | 'error' | 'stopped';

export type ImportStatusResponse = Partial<ImportCounters> & {
  success: boolean;
  exists: boolean;
  canReconnect: boolean;
  status: ImportSessionState | null;
  totalRows: number | null;
  progress: number;
  warningCount?: number;
  elapsedTime?: number;
  message?: string | null;
  fileName?: string | null;
};

export type ActiveProcess = {
  sessionId: string;
  status: 'running' | 'completed' | 'error' | string;
  state?: ImportSessionState;
  progress: number;
  /** Minutes. */
  elapsedTime: number;
  processedRows: number;
  totalRows: number | null;
  canReconnect: boolean;
  fileName?: string | null;
  message?: string | null;
};

export type ActiveProcessesResponse = { success: boolean; activeProcesses: ActiveProcess[] };

export type YearWarning = {
  row: number;
  sheet?: string | null;
  sku: string | null;
  message: string;
  title: string | null;
  brand: string | null;
  model: string | null;
  ano_inicio: number | null;
  ano_fin: number | null;
};

export type SkuWarning = {
  row: number;
  sheet?: string | null;
  sku: string | null;
  reason: string;
  newTitle: string | null;
  existingTitle: string | null;
  newPrice: number | null;
  existingPrice: number | null;
};

export type WarningsResponse<T> = { success: boolean; warnings: T[]; count: number; truncated?: boolean };

export type CancelImportResponse = { success: boolean; message: string; status: 'running' | 'stopped' };

/** How the sheets of the workbook are imported. */
export type SheetMode = 'single' | 'all';
