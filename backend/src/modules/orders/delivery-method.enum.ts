/** Home delivery (shipping by region) or store pickup (region RETIRO_EN_TIENDA on the wire, cost 0). */
export enum DeliveryMethod {
  DELIVERY = 'DELIVERY',
  PICKUP = 'PICKUP',
}
