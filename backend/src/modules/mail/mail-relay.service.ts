import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfigService } from '../../core/config/app-config.service';
import { EMAIL_JOB_OPTIONS, EMAIL_QUEUE, EmailJobData, emailJobId } from './email.queue';
import { MailStatus } from './mail-status.enum';
import { MAIL_OUTBOX_CHANNEL, RELAY_BATCH, RELAY_POLL_MS, RELAY_REQUEUE_AFTER_MS } from './mail.constants';

/**
 * Moves outbox rows to the `email` queue, in every worker process. Woken by the NOTIFY that
 * MailOutboxService.add sends (delivered when the event's transaction commits), and every
 * RELAY_POLL_MS whatever happens, so a row committed while no worker listened (a worker killed
 * between the commit and the enqueue, a lost notification) goes out on the next round. The job id is
 * the row's: several relays handing the same row, or one handing it twice, make one job.
 *
 * Without SMTP_URL (development and tests only) it does not run: rows wait in the outbox.
 */
@Injectable()
export class MailRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailRelay.name);
  private timer: NodeJS.Timeout | null = null;
  private listener: Client | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue<EmailJobData>,
    private readonly config: AppConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.mail.smtpUrl) {
      this.logger.warn('SMTP_URL no está configurado: los correos quedan pendientes en la bandeja de salida');
      return;
    }
    await this.listen();
    this.timer = setInterval(() => this.wake(), RELAY_POLL_MS);
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.listener?.end().catch(() => {});
  }

  /** Runs a relay round now, or right after the one in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.relayAll()
      .then(() => undefined)
      .catch((error: Error) => this.logger.warn(`Relé de correos: ${error.message}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Hands every due row to the queue, RELAY_BATCH at a time; returns how many. */
  async relayAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const handed = await this.relayBatch();
      total += handed;
      if (handed < RELAY_BATCH || this.stopped) return total;
    }
  }

  private async relayBatch(): Promise<number> {
    // Never handed (or put back by an admin), handed long ago and still pending, or left 'sending'
    // long ago by a process that died.
    const rows = await this.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM mail_outbox
        WHERE status IN ($1, $2)
          AND (enqueued_at IS NULL OR enqueued_at < now() - make_interval(secs => $3))
          AND (status = $1 OR updated_at < now() - make_interval(secs => $3))
        ORDER BY id
        LIMIT $4`,
      [MailStatus.PENDING, MailStatus.SENDING, RELAY_REQUEUE_AFTER_MS / 1000, RELAY_BATCH],
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    await this.queue.addBulk(
      ids.map((outboxId) => ({
        name: 'send',
        data: { outboxId },
        opts: { ...EMAIL_JOB_OPTIONS, jobId: emailJobId(outboxId) },
      })),
    );
    // After the enqueue: dying in between leaves enqueued_at unset, and the next round hands them again.
    await this.dataSource.query(`UPDATE mail_outbox SET enqueued_at = now() WHERE id = ANY($1)`, [ids]);
    return ids.length;
  }

  /** LISTEN on a connection of its own; if it drops, polling carries on and it reconnects. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.databaseUrl });
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.logger.warn(`Conexión LISTEN de correos perdida: ${error.message}`);
      void client.end().catch(() => {});
      if (this.listener === client) this.listener = null;
      setTimeout(() => void this.listen().catch(() => {}), RELAY_POLL_MS).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${MAIL_OUTBOX_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.logger.warn(`No se pudo escuchar la bandeja de salida: ${(error as Error).message}`);
      await client.end().catch(() => {});
      setTimeout(() => void this.listen().catch(() => {}), RELAY_POLL_MS).unref();
    }
  }
}
