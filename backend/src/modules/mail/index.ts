// The mail module's public surface (docs/architecture.md, "Boundaries").
export type { OrderEmailOrder, OrderEmailStatus, OutgoingEmail } from './email-kinds';
export { EMAIL_QUEUE } from './email.queue';
export { MAIL_MAINTENANCE_QUEUE } from './mail-maintenance.queue';
export { MailOutboxService } from './mail-outbox.service';
export { MailModule } from './mail.module';
