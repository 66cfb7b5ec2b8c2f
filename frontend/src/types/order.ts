/** A line of a customer's order. */
export type CustomerOrderItem = {
  id: number | string;
  name: string;
  quantity: number;
  /** Unit price in CLP. */
  price: number;
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
};
