import { LOCALE } from '@/config/constants';
import { formatPrice } from '@/utils/format';

/** Every text of the Actividad page and of an order's history. */
export const ADMIN_ACTIVITY_MESSAGES = {
  title: 'Actividad',
  subtitle: 'Quién cambió qué y cuándo: productos, categorías, pedidos, cuentas e importaciones',
  loading: 'Cargando la actividad…',
  loadFailed: 'No se pudo cargar la actividad.',
  emptyTitle: 'Sin actividad',
  emptyAll: 'Todavía no hay cambios registrados.',
  emptyFiltered: 'Ningún cambio coincide con los filtros.',
  historyEmpty: 'Sin cambios de estado registrados.',
  historyFailed: 'No se pudo cargar el historial.',
} as const;

/** The kinds the filter offers, in the order shown. */
export const AUDIT_KIND_LABELS: Readonly<Record<string, string>> = {
  PRODUCT_CREATED: 'Producto creado',
  PRODUCT_UPDATED: 'Producto editado',
  PRODUCT_DELETED: 'Producto eliminado',
  ORDER_STATUS_CHANGED: 'Estado de pedido cambiado',
  CATEGORY_CREATED: 'Categoría creada',
  CATEGORY_UPDATED: 'Categoría editada',
  CATEGORY_DELETED: 'Categoría eliminada',
  SUBCATEGORY_CREATED: 'Subcategoría creada',
  SUBCATEGORY_UPDATED: 'Subcategoría editada',
  SUBCATEGORY_DELETED: 'Subcategoría eliminada',
  SUBSUBCATEGORY_CREATED: 'Sub-subcategoría creada',
  SUBSUBCATEGORY_UPDATED: 'Sub-subcategoría editada',
  SUBSUBCATEGORY_DELETED: 'Sub-subcategoría eliminada',
  IMPORT_STARTED: 'Importación iniciada',
  IMPORT_CANCELLED: 'Importación detenida',
  ROLE_CHANGED: 'Rol cambiado',
  ACCOUNT_DISABLED: 'Cuenta deshabilitada',
  ACCOUNT_ENABLED: 'Cuenta habilitada',
  SETTINGS_CHANGED: 'Configuración cambiada',
  EMAIL_RETRIED: 'Correo reintentado',
  QUEUE_JOB_RETRIED: 'Trabajo reintentado',
  QUEUE_JOB_REMOVED: 'Trabajo eliminado',
};

const ENTITY_LABELS: Readonly<Record<string, string>> = {
  product: 'Producto',
  order: 'Pedido',
  user: 'Cuenta',
  category: 'Categoría',
  subcategory: 'Subcategoría',
  subsubcategory: 'Sub-subcategoría',
  import: 'Importación',
  settings: 'Configuración',
  email: 'Correo',
  'queue-job': 'Trabajo en cola',
};

const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Título',
  description: 'Descripción',
  sku: 'SKU',
  price: 'Precio',
  salePrice: 'Precio de oferta',
  stock: 'Stock',
  images: 'Imágenes',
  categoryId: 'Categoría',
  subcategoryId: 'Subcategoría',
  subSubcategoryId: 'Sub-subcategoría',
  name: 'Nombre',
  image: 'Imagen',
  status: 'Estado',
  role: 'Rol',
  disabled: 'Deshabilitada',
  worksheetName: 'Hoja',
  processAllSheets: 'Todas las hojas',
  fileSize: 'Tamaño del archivo',
  courier: 'Empresa de transporte',
  trackingNumber: 'Número de seguimiento',
  cancellationReason: 'Motivo de la cancelación',
  failedReason: 'Error del trabajo',
};

const VALUE_LABELS: Readonly<Record<string, string>> = {
  ADMIN: 'Administrador',
  CUSTOMER: 'Cliente',
  PENDIENTE: 'Pendiente',
  PROCESANDO: 'Procesando',
  ENVIADO: 'Enviado',
  ENTREGADO: 'Entregado',
  CANCELADO: 'Cancelado',
  QUEUED: 'En cola',
  RUNNING: 'En curso',
  STOPPED: 'Detenida',
  // E-mail statuses (the outbox's, lower case).
  pending: 'Pendiente',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Con error',
};

const MONEY_FIELDS = new Set(['price', 'salePrice']);
const ID_FIELDS = new Set(['categoryId', 'subcategoryId', 'subSubcategoryId']);
const LONG_TEXT = 60;

export const kindLabel = (kind: string) => AUDIT_KIND_LABELS[kind] ?? kind;
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** 'Producto #12 · Filtro de aceite'; a settings entry has no number. */
export function entityText(entityType: string, entityId: string, label: string | null): string {
  const kind = ENTITY_LABELS[entityType] ?? entityType;
  const name = entityType === 'settings' ? kind : `${kind} #${entityId}`;
  return label ? `${name} · ${label}` : name;
}

/** One stored value as the admin reads it: prices in pesos, yes/no, Spanish status names, '—' for none. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatPrice(value);
  if (ID_FIELDS.has(field)) return `#${String(value)}`;
  if (Array.isArray(value)) return value.length === 1 ? '1 elemento' : `${value.length} elementos`;
  if (typeof value === 'string') {
    const text = VALUE_LABELS[value] ?? value;
    return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text;
  }
  if (typeof value === 'number') return value.toLocaleString(LOCALE);
  return JSON.stringify(value);
}
