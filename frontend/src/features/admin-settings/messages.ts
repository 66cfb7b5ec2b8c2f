/** Texts of /admin/settings ('Configuración de la tienda'). */
export const ADMIN_SETTINGS_MESSAGES = {
  title: 'Configuración de la tienda',
  subtitle: 'Los datos que la tienda muestra a los clientes: contacto, horario, cuenta para transferencias y envíos.',
  demoNotice:
    'Estos son datos de demostración: reemplázalos por los datos reales de tu tienda antes de recibir pedidos. El aviso desaparece al guardar.',
  loadError: 'No se pudo cargar la configuración.',
  retry: 'Reintentar',
  loading: 'Cargando configuración…',
  save: 'Guardar cambios',
  saving: 'Guardando…',
  saved: 'Configuración guardada. La tienda ya muestra los nuevos datos.',
  invalid: 'Revisa los campos marcados: no se guardó ningún cambio.',
  saveError: 'No se pudo guardar la configuración. Inténtalo de nuevo.',
  sections: {
    identity: 'Identidad',
    contact: 'Contacto',
    bankTransfer: 'Transferencia bancaria',
    shipping: 'Envíos y pagos',
  },
  hints: {
    rut: 'Con dígito verificador, por ejemplo 76.543.210-3.',
    phone: 'Celular o fijo chileno, por ejemplo +56 9 1234 5678.',
    whatsapp: 'Celular chileno: los botones de WhatsApp de la tienda abren este número.',
    openingHours: 'Una línea por grupo de días.',
    bankReceiptEmail: 'Se muestra a los clientes para que envíen su comprobante de transferencia.',
    freeShippingThreshold: 'En pesos. Vacío: sin envío gratis.',
    bankTransferWindowHours: 'Un pedido por transferencia sin pagar se cancela pasado este plazo.',
  },
} as const;

/** The label of each field. */
export const SETTINGS_LABELS = {
  storeName: 'Nombre de la tienda',
  legalName: 'Razón social',
  rut: 'RUT de la empresa',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  email: 'Email de contacto',
  address: 'Dirección de la tienda',
  openingHours: 'Horario de atención',
  pickupInstructions: 'Instrucciones de retiro en tienda',
  bankName: 'Banco',
  bankAccountType: 'Tipo de cuenta',
  bankAccountNumber: 'Número de cuenta',
  bankAccountHolder: 'Titular',
  bankAccountRut: 'RUT del titular',
  bankReceiptEmail: 'Email para comprobantes',
  freeShippingThreshold: 'Envío gratis desde (CLP)',
  storePickupEnabled: 'Ofrecer retiro en tienda',
  bankTransferWindowHours: 'Plazo para pagar una transferencia (horas)',
} as const;

/** Texts of the shipping rate table on /admin/settings. */
export const SHIPPING_RATES_MESSAGES = {
  title: 'Tarifas de envío',
  hint: 'Costo fijo en pesos por región y tamaño del paquete; un pedido paga la tarifa de su paquete más grande.',
  caption: 'Tarifas de envío por región y tamaño de paquete',
  region: 'Región',
  cellLabel: (region: string, size: string) => `Tarifa ${region}, paquete ${size}`,
  save: 'Guardar tarifas',
  saving: 'Guardando…',
  saved: 'Tarifas de envío guardadas.',
  unchanged: 'No hay tarifas que guardar: no cambiaste ninguna.',
  invalid: 'Cada tarifa debe ser un número entero de pesos, de 0 a 10.000.000: no se guardó ningún cambio.',
  saveError: 'No se pudieron guardar las tarifas. Inténtalo de nuevo.',
} as const;
