/**
 * The Spanish name of every request field (body, query or path parameter) by its wire name, with
 * its article: validation reasons name the field the way a shopper would ('La cantidad debe ser
 * al menos 1'), never by its property path ('items.0.quantity'). The article gives the grammar:
 * el/los masculine, la/las feminine, los/las plural.
 *
 * A new DTO field gets its label here; the OpenAPI walk in test/api/validation-messages.api-spec.ts
 * fails for a field without one.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Paging, sorting and search
  page: 'la página',
  limit: 'la cantidad de resultados',
  sort: 'el orden',
  search: 'la búsqueda',
  q: 'la búsqueda',
  status: 'el estado',
  estado: 'el estado',
  visibility: 'la visibilidad',
  product: 'el producto',
  soloCompatibles: 'el filtro de productos compatibles',
  onSale: 'el filtro de ofertas',
  vehicleModelId: 'el ID del modelo del vehículo',
  vehicleYear: 'el año del vehículo',
  // Catalogue
  id: 'el ID',
  categoryId: 'el ID de la categoría',
  subcategoryId: 'el ID de la subcategoría',
  subSubcategoryId: 'el ID de la sub-subcategoría',
  title: 'el título',
  description: 'la descripción',
  price: 'el precio',
  salePrice: 'el precio de oferta',
  sku: 'el SKU',
  stock: 'el stock',
  images: 'las imágenes',
  image: 'la imagen',
  name: 'el nombre',
  oculta: 'la visibilidad',
  // Cart, checkout and orders
  items: 'los productos',
  products: 'los productos',
  productId: 'el ID del producto',
  quantity: 'la cantidad',
  region: 'la región',
  shippingAddress: 'la dirección de envío',
  paymentMethodId: 'el medio de pago',
  guestInfo: 'los datos del comprador',
  email: 'el email',
  phone: 'el teléfono',
  orderId: 'el número de pedido',
  courier: 'la empresa de transporte',
  trackingNumber: 'el número de seguimiento',
  cancellationReason: 'el motivo de la cancelación',
  // Payments
  token: 'el token',
  token_ws: 'el token de pago',
  TBK_TOKEN: 'el token de pago',
  TBK_ORDEN_COMPRA: 'la orden de compra',
  TBK_ID_SESION: 'la sesión de pago',
  decision: 'la decisión',
  // Accounts and addresses
  password: 'la contraseña',
  currentPassword: 'la contraseña actual',
  newPassword: 'la nueva contraseña',
  nombre: 'el nombre',
  alias: 'el alias',
  direccion: 'la dirección',
  numero: 'el número',
  depto: 'el departamento',
  comuna: 'la comuna',
  codigoPostal: 'el código postal',
  esDefault: 'la dirección predeterminada',
  // Staff accounts
  rol: 'el rol',
  deshabilitada: 'el estado de la cuenta',
  // Audit log
  quien: 'el administrador',
  tipo: 'el tipo de cambio',
  entidad: 'el tipo de registro',
  entidadId: 'el ID del registro',
  desde: 'la fecha desde',
  hasta: 'la fecha hasta',
  // Shop settings
  storeName: 'el nombre de la tienda',
  legalName: 'la razón social',
  rut: 'el RUT',
  whatsapp: 'el WhatsApp',
  address: 'la dirección de la tienda',
  openingHours: 'el horario de atención',
  pickupInstructions: 'las instrucciones de retiro',
  bankName: 'el banco',
  bankAccountType: 'el tipo de cuenta',
  bankAccountNumber: 'el número de cuenta',
  bankAccountHolder: 'el titular de la cuenta',
  bankAccountRut: 'el RUT del titular',
  bankReceiptEmail: 'el email para comprobantes',
  freeShippingThreshold: 'el monto para envío gratis',
  storePickupEnabled: 'el retiro en tienda',
  bankTransferWindowHours: 'el plazo para pagar una transferencia',
  rates: 'las tarifas de envío',
  regionCode: 'la región de la tarifa',
  parcelSize: 'el tamaño del paquete',
  cost: 'la tarifa de envío',
  // Reviews
  userName: 'el nombre',
  comment: 'el comentario',
  rating: 'la calificación',
  reviewId: 'la reseña',
  // Vehicles and garage
  brandId: 'el ID de la marca',
  modelId: 'el ID del modelo',
  year: 'el año',
  vehicles: 'los vehículos',
  // Import
  sessionId: 'el identificador de la importación',
  worksheetName: 'el nombre de la hoja',
  processAllSheets: 'la opción de procesar todas las hojas',
  lastEventId: 'el último evento recibido',
  excel: 'el archivo',
  file: 'el archivo',
  // Queue console
  queue: 'la cola',
  jobId: 'el trabajo',
};

/** What a field without a label is called (a field added without one, an unknown array item). */
export const FALLBACK_LABEL = 'el valor';

export interface FieldLabel {
  /** With its article, lower case: 'la cantidad'. */
  text: string;
  feminine: boolean;
  plural: boolean;
}

export function labelFor(property: string | undefined): FieldLabel {
  const text =
    property !== undefined && Object.prototype.hasOwnProperty.call(FIELD_LABELS, property)
      ? FIELD_LABELS[property]
      : FALLBACK_LABEL;
  const article = text.split(' ', 1)[0];
  return { text, feminine: article === 'la' || article === 'las', plural: article === 'los' || article === 'las' };
}
