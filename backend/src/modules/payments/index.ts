// The payments module's public surface (docs/architecture.md, "Boundaries").
export { PAYMENT_EXPIRY_QUEUE } from './payments.queue';
