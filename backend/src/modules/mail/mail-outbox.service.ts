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
   * Queues one e-mail. The idempotency key names the event ('order:12:received'): a second add()
   * with the same key (a retried request, a status set twice) writes nothing and sends nothing.
   */
  async add(manager: EntityManager, email: OutgoingEmail): Promise<void> {
    if (email.idempotencyKey.length === 0 || email.idempotencyKey.length > MAIL_IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw new Error(`Clave de idempotencia de e-mail inválida: '${email.idempotencyKey}'`);
    }
    await manager.query(
      `INSERT INTO mail_outbox (kind, recipient, idempotency_key, payload)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [email.kind, email.to.trim(), email.idempotencyKey, JSON.stringify(email.data)],
    );
    // Delivered only on commit (and once per transaction): wakes the relays without waiting for their poll.
    await manager.query(`SELECT pg_notify($1, '')`, [MAIL_OUTBOX_CHANNEL]);
  }
}
