/** PostgreSQL NOTIFY channel: MailOutboxService.add signals it, delivered when the caller's transaction commits. */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

/** Longest idempotency key (the column's length). */
export const MAIL_IDEMPOTENCY_KEY_MAX_LENGTH = 200;
