/** Where an outbox row is on its way to the SMTP server. */
export enum MailStatus {
  /** Written with its event; the relay has yet to hand it to the queue, or a retry is pending. */
  PENDING = 'pending',
  /** A worker holds it and is talking to the SMTP server. */
  SENDING = 'sending',
  /** The SMTP server accepted it (messageId, sentAt set). Never sent again. */
  SENT = 'sent',
  /** Every attempt failed (lastError); an admin may put it back to pending. */
  FAILED = 'failed',
}
