/** BullMQ queue of the periodic expiry of abandoned Webpay attempts (jobs carry no data). */
export const PAYMENT_EXPIRY_QUEUE = 'payment-expiry';
