/**
 * Every e-mail the shop sends and the data its template needs. The payload is stored as JSON in the
 * outbox row, so it holds plain values only: amounts in CLP (integers), instants as ISO 8601 text,
 * links as absolute URLs. The shop's name, contact and bank details are not part of it: they are
 * read from the shop settings when the e-mail is rendered (MailRenderer).
 */

/** One line of an order as the buyer bought it. */
export interface OrderEmailItem {
  title: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** The order as it was when the event happened. */
export interface OrderEmailOrder {
  /** The order number customers see. */
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  items: OrderEmailItem[];
  subtotal: number;
  shippingCost: number;
  total: number;
  delivery: 'DELIVERY' | 'PICKUP';
  /** The delivery address as the checkout sent it (null for pickup). */
  shippingAddress: string | null;
  regionName: string | null;
  paymentMethodName: string;
  /** Set for a bank transfer still waiting for the money: when the order is cancelled if unpaid. */
  paymentDueAt: string | null;
  /** True when the buyer pays by bank transfer (the e-mail shows the shop's bank details). */
  bankTransfer: boolean;
  createdAt: string;
  /** The buyer's page for this order: their account's orders, or the tracking page for a guest. */
  orderUrl: string;
}

/** Statuses an order e-mail is sent for (the wire's estado values). */
export type OrderEmailStatus = 'PROCESANDO' | 'ENVIADO' | 'ENTREGADO' | 'CANCELADO';

export interface EmailData {
  welcome: { name: string | null; accountUrl: string };
  'password-reset': { name: string | null; resetUrl: string; expiresAt: string };
  'password-reset-google-only': { name: string | null; loginUrl: string };
  'password-changed': { name: string | null; changedAt: string };
  /** To the buyer: the order was placed. */
  'order-received': { order: OrderEmailOrder };
  /** To the buyer: the payment was confirmed (Webpay, or an admin marking a transfer paid). */
  'order-paid': { order: OrderEmailOrder; paidAt: string };
  /** To the buyer: the order moved to another status. */
  'order-status': {
    order: OrderEmailOrder;
    status: OrderEmailStatus;
    courier: string | null;
    trackingNumber: string | null;
    /** Why it was cancelled (an admin's words, or the unpaid sweep's text). */
    cancellationReason: string | null;
  };
  /** To the shop's e-mail (settings): a new order arrived. */
  'shop-new-order': { order: OrderEmailOrder; adminUrl: string };
  /** To the administrator who started an import: it ended. */
  'import-finished': {
    sessionId: string;
    fileName: string;
    status: 'COMPLETED' | 'ERROR' | 'STOPPED';
    /** The import's own closing message. */
    message: string;
    processedRows: number;
    productsCreated: number;
    productsUpdated: number;
    compatibilitiesAdded: number;
    errorRows: number;
    warnings: number;
    /** The admin import page. */
    importUrl: string;
  };
}

export type EmailKind = keyof EmailData;

/** What a module hands to MailOutboxService.add: the kind, the recipient, the event's key, the data. */
export type OutgoingEmail = {
  [K in EmailKind]: { kind: K; to: string; idempotencyKey: string; data: EmailData[K] };
}[EmailKind];
