/** PostgreSQL NOTIFY channel: MailOutboxService.add signals it, delivered when the caller's transaction commits. */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

/** Longest idempotency key (the column's length). */
export const MAIL_IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** Dates in e-mails are the shop's local time. */
export const MAIL_TIME_ZONE = 'America/Santiago';

/**
 * Sending: BullMQ attempts per job and the first retry's delay, doubled each time (3 s, 6 s, 12 s
 * … about 6 minutes in all); a refused row then stays 'failed' until an admin retries it.
 */
export const EMAIL_ATTEMPTS = 8;
export const EMAIL_BACKOFF_MS = 3000;

/** Messages one worker process sends at once. */
export const EMAIL_CONCURRENCY = 4;

/**
 * BullMQ lock of a job being sent, and how often workers look for a job whose holder died
 * (SIGKILL, crash): another worker takes it within about lockDuration + stalledInterval.
 */
export const EMAIL_LOCK_DURATION_MS = 15_000;
export const EMAIL_STALLED_INTERVAL_MS = 10_000;

/** nodemailer timeouts: connecting, the server's greeting, and silence in the middle of a conversation. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/**
 * A worker that froze in the middle of a send (its connection idle that long) loses its PostgreSQL
 * session, and with it the row's lock: more than the SMTP timeouts above, so a live send is never cut.
 */
export const MAIL_SEND_IDLE_TIMEOUT_MS = 120_000;

/** Relay: how often it looks for rows to hand to the queue when no commit woke it, and how many per round. */
export const RELAY_POLL_MS = 3000;
export const RELAY_BATCH = 100;

/**
 * A pending row the relay handed to the queue this long ago and that is still not sent is handed
 * again (a lost job after a Redis failover; a job that already exists makes it a no-op). A row left
 * 'sending' this long by a process that died is handed again too.
 */
export const RELAY_REQUEUE_AFTER_MS = 120_000;

/** First argument of pg_try_advisory_lock(class, id) for outbox rows (any constant unique in the app). */
export const MAIL_ADVISORY_LOCK_CLASS = 7341;

/** Rows per page of GET /admin/emails. */
export const ADMIN_EMAILS_PAGE_SIZE = 20;

/** Longest last_error kept (an SMTP server's answer can be long). */
export const MAIL_LAST_ERROR_MAX_LENGTH = 1000;

/**
 * Payload fields that let someone act as the recipient (a password reset link carries its token in
 * clear): removed from the outbox row once the e-mail is sent, so a database copy holds none.
 */
export const SECRET_PAYLOAD_FIELDS = ['resetUrl'] as const;

/** How often the worker deletes outbox rows past MAIL_RETENTION_DAYS (one run per period across all workers). */
export const MAIL_RETENTION_EVERY_MS = 3_600_000;

/** Rows one DELETE of the retention sweep removes: short statements, so the relay and the admin list never wait long. */
export const MAIL_RETENTION_BATCH = 1000;
