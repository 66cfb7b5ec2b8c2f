import type { EntityManager } from 'typeorm';
import { PICKUP_REGION } from '../shipping';
import type { PaymentSummary } from './order-payment-attempts';
import type { DeliveryMethod } from './delivery-method.enum';
import type { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrderStatus } from './order-status.enum';

/** A line of an order as the customer's and the admin's order answers send it (the product as it was when bought). */
export interface OrderLineResponse {
  id: number;
  productId: number | null;
  name: string;
  quantity: number;
  /** Unit price charged. */
  price: number;
  /** Unit list price when it was higher than the price charged (a sale), else null. */
  listPrice: number | null;
  imageUrl: string | null;
}

/** The storefront spec's "Order as seen by the customer", plus amounts, region and the latest payment attempt. */
export interface CustomerOrderResponse {
  id: number;
  status: OrderStatus;
  date: string;
  total: number;
  subtotal: number;
  shippingCost: number;
  paymentMethod: string;
  paymentMethodId: number;
  customerInfo: { name: string; email: string };
  shippingAddress: string | null;
  region: string;
  deliveryMethod: DeliveryMethod;
  items: OrderLineResponse[];
  payment: PaymentSummary | null;
  /** See {@link paymentDeadline}. */
  fechaLimitePago: string | null;
  /** Who carries the shipped order and its tracking number, as the admin entered them (or null). */
  courier: string | null;
  trackingNumber: string | null;
  /** Why the order was cancelled (null unless CANCELADO with a reason). */
  cancellationReason: string | null;
}

/** The admin spec's "Order (admin)". */
export interface AdminOrderResponse {
  id: number;
  customerInfo: { name: string; email: string; phone: string | null };
  fechaCreacion: string;
  total: number;
  estado: OrderStatus;
  direccionEnvio: string | null;
  subtotal: number;
  shippingCost: number;
  shippingInfo: { region: string; regionName: string | null; maxSize: string | null };
  paymentMethod: string | null;
  /** See {@link paymentDeadline}. */
  fechaLimitePago: string | null;
  /** A card payment taken after the order stopped expecting one (cancelled meanwhile): staff must refund it. */
  refund: { requiredAt: string; reason: string | null } | null;
  /** Entered with ENVIADO / CANCELADO (PUT /admin/orders/{id}/status); told to the buyer by e-mail. */
  courier: string | null;
  trackingNumber: string | null;
  cancellationReason: string | null;
  /** The customer's lines with each product's SKU. */
  items: Array<OrderLineResponse & { sku: string }>;
}

export type LoadedOrder = Order & { items: OrderItem[] };

/** The relations every order response reads. */
export const ORDER_RELATIONS = { items: true, paymentMethod: true, region: true } as const;

/**
 * The order with ORDER_RELATIONS, in one statement: findOne() would first run a DISTINCT query to apply its LIMIT 1
 * to the joined rows, one more round trip for orders placed while their products are locked.
 */
export async function loadOrder(manager: EntityManager, id: number): Promise<LoadedOrder | null> {
  const [order] = await manager.getRepository(Order).find({ where: { id }, relations: ORDER_RELATIONS });
  return (order as LoadedOrder | undefined) ?? null;
}

const byLine = (a: OrderItem, b: OrderItem) => a.id - b.id;

/**
 * When an unpaid order is cancelled and its units return (ISO), while it still waits for its
 * payment; null once it is paid, cancelled or an admin set its status, and for methods without a window.
 */
function paymentDeadline(order: Order): string | null {
  return order.status === OrderStatus.PENDIENTE && order.paymentDueAt ? order.paymentDueAt.toISOString() : null;
}

/** Courier and tracking number of a shipment, and the reason of a cancellation (only while CANCELADO). */
function shippingNotes(order: Order): Pick<CustomerOrderResponse, 'courier' | 'trackingNumber' | 'cancellationReason'> {
  return {
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    cancellationReason: order.status === OrderStatus.CANCELADO ? order.cancellationReason : null,
  };
}

export function toCustomerOrderResponse(
  order: LoadedOrder,
  payment: PaymentSummary | null = null,
): CustomerOrderResponse {
  return {
    id: order.id,
    status: order.status,
    date: order.createdAt.toISOString(),
    total: order.total,
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    paymentMethod: order.paymentMethod?.name ?? '',
    paymentMethodId: order.paymentMethodId,
    customerInfo: { name: order.customerName, email: order.customerEmail },
    shippingAddress: order.shippingAddress,
    region: order.regionCode ?? PICKUP_REGION,
    deliveryMethod: order.deliveryMethod,
    items: [...order.items].sort(byLine).map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.productTitle,
      quantity: item.quantity,
      price: item.unitPrice,
      listPrice: item.listUnitPrice,
      imageUrl: item.imageUrl,
    })),
    payment,
    fechaLimitePago: paymentDeadline(order),
    ...shippingNotes(order),
  };
}

export function toAdminOrderResponse(order: LoadedOrder): AdminOrderResponse {
  return {
    id: order.id,
    customerInfo: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    fechaCreacion: order.createdAt.toISOString(),
    total: order.total,
    estado: order.status,
    // Pickup orders may carry an empty address: the admin sees none rather than a blank line.
    direccionEnvio: order.shippingAddress?.trim() || null,
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    shippingInfo: {
      region: order.regionCode ?? PICKUP_REGION,
      regionName: order.region?.name ?? null,
      maxSize: order.maxParcelSize,
    },
    paymentMethod: order.paymentMethod?.name ?? null,
    fechaLimitePago: paymentDeadline(order),
    refund: order.refundRequiredAt
      ? { requiredAt: order.refundRequiredAt.toISOString(), reason: order.refundReason }
      : null,
    ...shippingNotes(order),
    items: [...order.items].sort(byLine).map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.productTitle,
      sku: item.productSku,
      quantity: item.quantity,
      price: item.unitPrice,
      listPrice: item.listUnitPrice,
      imageUrl: item.imageUrl,
    })),
  };
}
