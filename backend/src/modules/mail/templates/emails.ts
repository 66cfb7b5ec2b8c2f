import type { EmailData, EmailKind, OrderEmailOrder, OrderEmailStatus } from '../email-kinds';
import type { Block, EmailContent, ShopIdentity } from './layout';
import { dateTime, readablePhone, whatsappLink } from './mail-format';
import { formatPesos } from '../../../core/format/pesos';

/** The shop's data an e-mail may show: identity and contact, bank account, pickup instructions. */
export interface MailShop extends ShopIdentity {
  pickupInstructions: string;
  bank: { bank: string; accountType: string; accountNumber: string; holder: string; rut: string; email: string };
}

const greeting = (name: string | null) => (name?.trim() ? `Hola ${name.trim()}:` : 'Hola:');
const orderLabel = (order: Pick<OrderEmailOrder, 'id'>) => `#${order.id}`;

const STATUS_SUBJECT: Record<OrderEmailStatus, (number: string) => string> = {
  PROCESANDO: (number) => `Tu pedido ${number} está en preparación`,
  ENVIADO: (number) => `Tu pedido ${number} fue enviado`,
  ENTREGADO: (number) => `Tu pedido ${number} fue entregado`,
  CANCELADO: (number) => `Tu pedido ${number} fue cancelado`,
};

const IMPORT_SUBJECT: Record<EmailData['import-finished']['status'], string> = {
  COMPLETED: 'Importación terminada',
  ERROR: 'Importación terminada con error',
  STOPPED: 'Importación detenida',
};

/** Subject line of an e-mail (also shown in the admin's e-mail list). */
export function subjectOf<K extends EmailKind>(kind: K, data: EmailData[K], storeName: string): string {
  const any = data as EmailData[EmailKind];
  switch (kind) {
    case 'welcome':
      return `Te damos la bienvenida a ${storeName}`;
    case 'password-reset':
      return `Restablece tu contraseña de ${storeName}`;
    case 'password-reset-google-only':
      return `Tu cuenta de ${storeName} entra con Google`;
    case 'password-changed':
      return `Tu contraseña de ${storeName} fue cambiada`;
    case 'order-received':
      return `Recibimos tu pedido ${orderLabel((any as EmailData['order-received']).order)}`;
    case 'order-paid':
      return `Pago confirmado de tu pedido ${orderLabel((any as EmailData['order-paid']).order)}`;
    case 'order-status': {
      const status = any as EmailData['order-status'];
      // A pickup order marked ENVIADO waits at the store rather than travelling.
      if (status.status === 'ENVIADO' && status.order.delivery === 'PICKUP') {
        return `Tu pedido ${orderLabel(status.order)} está listo para retiro`;
      }
      return STATUS_SUBJECT[status.status](orderLabel(status.order));
    }
    case 'shop-new-order': {
      const { order } = any as EmailData['shop-new-order'];
      return `Nuevo pedido ${orderLabel(order)}: ${formatPesos(order.total)}`;
    }
    case 'import-finished': {
      const result = any as EmailData['import-finished'];
      return `${IMPORT_SUBJECT[result.status]}: ${result.fileName}`;
    }
    default:
      throw new Error(`Tipo de e-mail desconocido: ${String(kind)}`);
  }
}

function itemsBlock(order: OrderEmailOrder): Block {
  return {
    type: 'items',
    lines: order.items,
    totals: [
      ['Subtotal', order.subtotal],
      [order.delivery === 'PICKUP' ? 'Retiro en tienda' : 'Envío', order.shippingCost],
      ['Total', order.total],
    ],
  };
}

function deliveryBlock(order: OrderEmailOrder, shop: MailShop): Block {
  if (order.delivery === 'PICKUP') {
    return {
      type: 'details',
      title: 'Retiro en tienda',
      rows: [
        ['Dirección', shop.address],
        ...(shop.openingHours.length > 0 ? [['Horario', shop.openingHours.join('\n')] as [string, string]] : []),
        ...(shop.pickupInstructions.trim() ? [['Cómo retirar', shop.pickupInstructions] as [string, string]] : []),
      ],
    };
  }
  return {
    type: 'details',
    title: 'Despacho',
    rows: [
      ['Dirección', order.shippingAddress ?? ''],
      ...(order.regionName ? [['Región', order.regionName] as [string, string]] : []),
      ['Recibe', order.customerName],
      ...(order.customerPhone ? [['Teléfono', readablePhone(order.customerPhone)] as [string, string]] : []),
    ],
  };
}

function bankTransferBlock(order: OrderEmailOrder, shop: MailShop): Block {
  return {
    type: 'notice',
    title: `Paga ${formatPesos(order.total)} por transferencia${order.paymentDueAt ? ` antes del ${dateTime(order.paymentDueAt)}` : ''}`,
    lines: [
      `Banco: ${shop.bank.bank}`,
      `Tipo de cuenta: ${shop.bank.accountType}`,
      `Número de cuenta: ${shop.bank.accountNumber}`,
      `Titular: ${shop.bank.holder}`,
      `RUT: ${shop.bank.rut}`,
      `Monto: ${formatPesos(order.total)}`,
      `Envía el comprobante a ${shop.bank.email} indicando el pedido ${orderLabel(order)}.`,
      ...(order.paymentDueAt
        ? [`Si no recibimos la transferencia antes del ${dateTime(order.paymentDueAt)}, el pedido se cancela.`]
        : []),
    ],
  };
}

const orderButton = (order: OrderEmailOrder): Block => ({
  type: 'button',
  label: 'Ver mi pedido',
  url: order.orderUrl,
});

/** How a customer e-mail opens: its heading, the greeting and a first paragraph when given. */
const opening = (heading: string, name: string | null, text?: string): Block[] => [
  { type: 'heading', text: heading },
  { type: 'paragraph', text: greeting(name) },
  ...(text === undefined ? [] : [{ type: 'paragraph', text } as Block]),
];

const helpBlock = (shop: MailShop): Block => ({
  type: 'help',
  whatsappUrl: whatsappLink(shop.whatsapp),
  email: shop.email,
});

const orderSummaryRows = (order: OrderEmailOrder): Array<[string, string]> => [
  ['Pedido', orderLabel(order)],
  ['Fecha', dateTime(order.createdAt)],
  ['Pago', order.paymentMethodName],
];

/** The order's summary, lines, delivery and link, then how to reach the shop. */
const orderBlocks = (order: OrderEmailOrder, shop: MailShop): Block[] => [
  { type: 'details', rows: orderSummaryRows(order) },
  itemsBlock(order),
  deliveryBlock(order, shop),
  orderButton(order),
  helpBlock(shop),
];

function statusBlocks(data: EmailData['order-status'], shop: MailShop): Block[] {
  const { order } = data;
  switch (data.status) {
    case 'PROCESANDO':
      return [{ type: 'paragraph', text: 'Estamos preparando tu pedido. Te avisaremos cuando vaya en camino.' }];
    case 'ENVIADO':
      return [
        {
          type: 'paragraph',
          text:
            order.delivery === 'PICKUP'
              ? 'Tu pedido está listo para retiro.'
              : `Tu pedido va en camino a ${order.shippingAddress ?? 'la dirección que indicaste'}.`,
        },
        ...(data.courier || data.trackingNumber
          ? [
              {
                type: 'details',
                title: 'Seguimiento del envío',
                rows: [
                  ...(data.courier ? [['Transportista', data.courier] as [string, string]] : []),
                  ...(data.trackingNumber ? [['N° de seguimiento', data.trackingNumber] as [string, string]] : []),
                ],
              } as Block,
            ]
          : []),
      ];
    case 'ENTREGADO':
      return [{ type: 'paragraph', text: `Tu pedido fue entregado. ¡Gracias por comprar en ${shop.storeName}!` }];
    case 'CANCELADO':
      return [
        { type: 'paragraph', text: `Cancelamos tu pedido ${orderLabel(order)} por ${formatPesos(order.total)}.` },
        ...(data.cancellationReason
          ? [{ type: 'notice', title: 'Motivo', lines: [data.cancellationReason] } as Block]
          : []),
        {
          type: 'paragraph',
          text: 'Si ya pagaste, te devolveremos el dinero. Si crees que es un error, contáctanos.',
        },
      ];
  }
}

/** An e-mail's preview line and body (the subject comes from subjectOf). */
type Body = Omit<EmailContent, 'subject'>;

/** Each kind's preview line and body. */
const BODIES: { [K in EmailKind]: (data: EmailData[K], shop: MailShop, subject: string) => Body } = {
  welcome: (welcome, shop) => ({
    preheader: `Tu cuenta en ${shop.storeName} está lista.`,
    blocks: [
      ...opening(
        `¡Bienvenido a ${shop.storeName}!`,
        welcome.name,
        'Tu cuenta está lista. Desde ella puedes seguir tus pedidos, guardar tus direcciones y tus vehículos.',
      ),
      { type: 'button', label: 'Ir a mi cuenta', url: welcome.accountUrl },
      helpBlock(shop),
    ],
  }),
  'password-reset': (reset, shop) => ({
    preheader: 'Usa el enlace para elegir una contraseña nueva.',
    blocks: [
      ...opening(
        'Restablece tu contraseña',
        reset.name,
        `Recibimos una solicitud para cambiar la contraseña de tu cuenta en ${shop.storeName}. El enlace sirve una sola vez y vence el ${dateTime(reset.expiresAt)}.`,
      ),
      { type: 'button', label: 'Elegir una contraseña nueva', url: reset.resetUrl },
      {
        type: 'small',
        text: 'Si no lo pediste tú, ignora este correo: tu contraseña sigue siendo la misma.',
      },
    ],
  }),
  'password-reset-google-only': (google, shop) => ({
    preheader: 'Tu cuenta no tiene contraseña: entra con Google.',
    blocks: [
      ...opening(
        'Tu cuenta entra con Google',
        google.name,
        `Pediste restablecer la contraseña, pero tu cuenta en ${shop.storeName} no usa contraseña: entras con tu cuenta de Google. Usa el botón «Continuar con Google» en la página de inicio de sesión.`,
      ),
      { type: 'button', label: 'Ir a iniciar sesión', url: google.loginUrl },
      { type: 'small', text: 'Si no lo pediste tú, ignora este correo.' },
    ],
  }),
  'password-changed': (changed, shop) => ({
    preheader: 'Se cambió la contraseña de tu cuenta.',
    blocks: [
      ...opening(
        'Tu contraseña fue cambiada',
        changed.name,
        `La contraseña de tu cuenta en ${shop.storeName} se cambió el ${dateTime(changed.changedAt)}. Las sesiones abiertas en otros dispositivos se cerraron.`,
      ),
      {
        type: 'notice',
        title: '¿No fuiste tú?',
        lines: [`Escríbenos de inmediato a ${shop.email} o por WhatsApp al ${readablePhone(shop.whatsapp)}.`],
      },
    ],
  }),
  'order-received': ({ order }, shop) => ({
    preheader: `Pedido ${orderLabel(order)} por ${formatPesos(order.total)}.`,
    blocks: [
      ...opening(
        `Recibimos tu pedido ${orderLabel(order)}`,
        order.customerName,
        order.bankTransfer
          ? 'Gracias por tu compra. Reservamos tus productos mientras esperamos tu transferencia.'
          : 'Gracias por tu compra. Este es el detalle de tu pedido.',
      ),
      ...(order.bankTransfer ? [bankTransferBlock(order, shop)] : []),
      ...orderBlocks(order, shop),
    ],
  }),
  'order-paid': ({ order, paidAt }, shop) => ({
    preheader: `Recibimos ${formatPesos(order.total)} por tu pedido ${orderLabel(order)}.`,
    blocks: [
      ...opening(
        'Pago confirmado',
        order.customerName,
        `Confirmamos el pago de ${formatPesos(order.total)} de tu pedido ${orderLabel(order)} el ${dateTime(paidAt)}. Ahora lo preparamos.`,
      ),
      ...orderBlocks(order, shop),
    ],
  }),
  'order-status': (status, shop, subject) => ({
    preheader: subject,
    blocks: [
      ...opening(subject, status.order.customerName),
      ...statusBlocks(status, shop),
      { type: 'details', rows: [...orderSummaryRows(status.order), ['Total', formatPesos(status.order.total)]] },
      orderButton(status.order),
      helpBlock(shop),
    ],
  }),
  'shop-new-order': ({ order, adminUrl }) => ({
    preheader: `${order.customerName}, ${formatPesos(order.total)}, ${order.paymentMethodName}.`,
    blocks: [
      { type: 'heading', text: `Nuevo pedido ${orderLabel(order)}` },
      {
        type: 'details',
        rows: [
          ...orderSummaryRows(order),
          ['Cliente', order.customerName],
          ['Correo', order.customerEmail],
          ...(order.customerPhone ? [['Teléfono', readablePhone(order.customerPhone)] as [string, string]] : []),
          ['Entrega', order.delivery === 'PICKUP' ? 'Retiro en tienda' : 'Despacho a domicilio'],
          ...(order.delivery === 'DELIVERY'
            ? [
                ['Dirección', [order.shippingAddress, order.regionName].filter((part) => !!part).join(', ')] as [
                  string,
                  string,
                ],
              ]
            : []),
          ...(order.paymentDueAt ? [['Plazo de pago', dateTime(order.paymentDueAt)] as [string, string]] : []),
        ],
      },
      itemsBlock(order),
      { type: 'button', label: 'Ver pedidos en el panel', url: adminUrl },
    ],
  }),
  'import-finished': (result) => ({
    preheader: result.message,
    blocks: [
      { type: 'heading', text: IMPORT_SUBJECT[result.status] },
      { type: 'paragraph', text: `El archivo ${result.fileName}: ${result.message}` },
      {
        type: 'details',
        rows: [
          ['Filas procesadas', String(result.processedRows)],
          ['Productos creados', String(result.productsCreated)],
          ['Productos actualizados', String(result.productsUpdated)],
          ['Compatibilidades agregadas', String(result.compatibilitiesAdded)],
          ['Filas con error', String(result.errorRows)],
          ['Advertencias', String(result.warnings)],
        ],
      },
      { type: 'button', label: 'Ver la importación', url: result.importUrl },
    ],
  }),
};

/** The subject, preview line and body of one e-mail. */
export function composeEmail<K extends EmailKind>(kind: K, data: EmailData[K], shop: MailShop): EmailContent {
  const subject = subjectOf(kind, data, shop.storeName);
  const body = BODIES[kind] as ((data: EmailData[K], shop: MailShop, subject: string) => Body) | undefined;
  if (!body) throw new Error(`Tipo de e-mail desconocido: ${String(kind)}`);
  return { subject, ...body(data, shop, subject) };
}
