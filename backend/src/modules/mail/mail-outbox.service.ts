import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { OutgoingEmail } from './email-kinds';
import { MAIL_IDEMPOTENCY_KEY_MAX_LENGTH, MAIL_OUTBOX_CHANNEL } from './mail.constants';

/**
 * The outbox's only way in. add() writes through the caller's EntityManager, inside the
 * transaction of the event that causes the e-mail: the row commits with the event or rolls back
 * with it. The worker's relay then hands it to the `email` queue; nothing here talks to SMTP.
 */
@Injectable()
export class MailOutboxService {
  /**
   * Queues e-mails, one row each, in one statement. The idempotency key names the event
   * ('order:12:received'): a second add() with the same key (a retried request, a status set twice)
   * writes nothing and sends nothing.
   */
  async add(manager: EntityManager, ...emails: OutgoingEmail[]): Promise<void> {
    for (const email of emails) {
      if (email.idempotencyKey.length === 0 || email.idempotencyKey.length > MAIL_IDEMPOTENCY_KEY_MAX_LENGTH) {
        throw new Error(`Clave de idempotencia de e-mail inválida: '${email.idempotencyKey}'`);
      }
    }
    // The notification is delivered only on commit (and once per transaction): it wakes the relays without
    // waiting for their poll. One round trip for the rows and the notification: an order queues two e-mails
    // while it holds its products' row locks.
    await manager.query(
      `WITH queued AS (
         INSERT INTO mail_outbox (kind, recipient, idempotency_key, payload)
         SELECT * FROM unnest($1::varchar[], $2::text[], $3::varchar[], $4::jsonb[])
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING 1
       )
       SELECT pg_notify($5, '')`,
      [
        emails.map((email) => email.kind),
        emails.map((email) => email.to.trim()),
        emails.map((email) => email.idempotencyKey),
        emails.map((email) => JSON.stringify(email.data)),
        MAIL_OUTBOX_CHANNEL,
      ],
    );
  }
}
