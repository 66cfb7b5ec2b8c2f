/** A line of a customer's order. */
export type CustomerOrderItem = {
  id: number | string;
  name: string;
  quantity: number;
  /** Unit price charged, in CLP. */
  price: number;
  /** The unit list price at order time when it was higher than the price charged (a sale); null otherwise. */
  listPrice: number | null;
  imageUrl: string | null;
};

/** An order as the customer sees it in the account area (storefront.md section 3). */
export type CustomerOrder = {
  id: number | string;
  /** PENDIENTE, PROCESANDO, ENVIADO, ENTREGADO, CANCELADO; anything else is shown as received. */
  status: string;
  date: string;
  total: number;
  paymentMethod: string;
  customer: { name: string; email: string };
  shippingAddress: string;
  items: CustomerOrderItem[];
  /** Until when an unpaid order waits for its payment (ISO); null once paid, cancelled or set by the shop. */
  paymentDueAt: string | null;
  /** Paid by bank transfer (the deadline speaks of the transfer). */
  bankTransfer: boolean;
  /** The carrier and tracking number the shop entered when it shipped the order; null when not given. */
  courier: string | null;
  trackingNumber: string | null;
  /** Why the order was cancelled (the shop's words, or the unpaid-order sweep's); null when not given. */
  cancellationReason: string | null;
};
