/** Lifecycle of one payment attempt with the card provider. */
export enum PaymentStatus {
  INITIALIZED = 'INITIALIZED',
  AUTHORIZED = 'AUTHORIZED',
  REJECTED = 'REJECTED',
  ABORTED = 'ABORTED',
  EXPIRED = 'EXPIRED',
}
