/** Limits and timings of the Excel import (admin.md sections 2.7, 4.4 and 9). */

const MB = 1024 * 1024;

/** Largest accepted upload (IMPORT_MAX_FILE_MB overrides it). */
export const DEFAULT_MAX_IMPORT_FILE_BYTES = 50 * MB;
/** Sum of the declared uncompressed sizes of every part (IMPORT_MAX_UNCOMPRESSED_MB overrides it). */
export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 200 * MB;
/** More parts than this is not a spreadsheet. */
export const MAX_ZIP_ENTRIES = 10_000;
/** Compression ratio above which a part is treated as a zip bomb... */
export const MAX_COMPRESSION_RATIO = 100;
/** ...once it is larger than this (tiny, very repetitive parts compress well and are harmless). */
export const COMPRESSION_RATIO_MIN_BYTES = 1 * MB;

/** Rows in the first transaction: small so progress shows at once (IMPORT_BATCH_SIZE sets the later ones). */
export const FIRST_BATCH_SIZE = 100;
/** A 'processing' event every this many rows (admin.md 9). */
export const PROGRESS_EVERY_ROWS = 100;
/** Per session and kind, at most this many row-level events (error-occurred, product-updated, duplicate-sku-warning) go live; counters and the database keep everything. */
export const MAX_LIVE_DETAIL_EVENTS = 1000;
/** Errors carried in the result (the spec's error table); the rejected-rows download has them all. */
export const MAX_RESULT_ERRORS = 1000;
/** Created sub-subcategories named in the result (the count has them all). */
export const MAX_RESULT_SUB_SUBCATEGORIES = 200;

/**
 * A running import publishes its changes to the storefront (bumps the catalogue versions, which
 * retires every cached page) at most this often, and at its end; the batches in between do not.
 */
export const IMPORT_CATALOG_PUBLISH_MS = 5_000;

/** Maximum processing time (admin.md 2.7). */
export const MAX_PROCESSING_MS = 4 * 60 * 60 * 1000;
/** The worker refreshes import_sessions.heartbeat_at this often while it runs. */
export const WORKER_HEARTBEAT_MS = 10_000;
/** A running session without a heartbeat for this long is stuck (the sweeper ends it as 'error'). */
export const STALE_HEARTBEAT_MS = 5 * 60 * 1000;
/** How often the sweeper (a BullMQ job scheduler, not a process timer) looks for stuck sessions. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * BullMQ lock settings: a worker killed with SIGKILL or frozen (SIGSTOP, a long GC pause) loses its
 * lock at most IMPORT_LOCK_DURATION_MS after its last renewal, and another worker's stalled checker
 * (every IMPORT_STALLED_INTERVAL_MS) requeues the job, so a replacement resumes within about 25 s.
 */
export const IMPORT_LOCK_DURATION_MS = 15_000;
export const IMPORT_STALLED_INTERVAL_MS = 10_000;
export const IMPORT_MAX_STALLED_COUNT = 5;
/**
 * A batch transaction left idle this long (its worker frozen between two statements) is ended by
 * PostgreSQL (idle_in_transaction_session_timeout), which releases the SKU locks and rows it held:
 * other imports wait for a frozen worker at most this long. A live batch is never idle for more
 * than a few milliseconds (everything it sends is prepared before it begins).
 */
export const IMPORT_IDLE_IN_TRANSACTION_MS = 10_000;
/**
 * Longest wait of a batch for a lock (SKU locks, its session row, a brand or model another batch
 * is inserting) before it fails with 55P03 and is tried again (lock_timeout).
 */
export const IMPORT_LOCK_TIMEOUT_MS = 15_000;
/** Transient failures (database or Redis down) are retried; each attempt resumes at the checkpoint. */
export const IMPORT_JOB_ATTEMPTS = 3;
/**
 * After the last attempt, recording the failure waits this long for a database that is away (often
 * the reason the import failed), so the page gets the message as soon as PostgreSQL is back; past
 * it, the sweeper ends the session.
 */
export const FAILED_FINISH_RETRY_MS = 2 * 60 * 1000;

/** SSE: heartbeat every 15 s, and the server ends a connection after 1 hour (the client reconnects). */
export const SSE_HEARTBEAT_MS = 15_000;
export const SSE_MAX_CONNECTION_MS = 60 * 60 * 1000;
/** An SSE client may connect before POST /import/excel has recorded the session. */
export const SSE_SESSION_WAIT_MS = 60_000;

/** Events kept per session stream (XADD MAXLEN ~), and how long a finished session's stream lives. */
export const STREAM_MAX_EVENTS = 50_000;
export const STREAM_TTL_AFTER_FINISH_S = 24 * 60 * 60;

/** GET /import/active lists running sessions plus those finished this recently. */
export const RECENTLY_FINISHED_MS = 60 * 60 * 1000;
/**
 * POST /import/excel answers only once its session is recorded and its job queued. Recording waits
 * at most this long for a lock (the administrator's account row, the same session id sent twice)...
 */
export const UPLOAD_LOCK_TIMEOUT_MS = 5_000;
/** ...and queueing at most this long for Redis (BullMQ's connection retries for ever): then a 503. */
export const UPLOAD_ENQUEUE_TIMEOUT_MS = 5_000;
/** POST /import/excel writes a space this often while it waits, so proxies keep the connection. */
export const WAIT_KEEPALIVE_MS = 15_000;

/** Client-made id: 'import-' + timestamp + random suffix (admin.md 3), e.g. import-1732300000000-k3j9x2. */
export const SESSION_ID_PATTERN = /^import-\d{10,16}[-_]?[a-z0-9]{3,40}$/i;

/** Category that receives the sub-subcategories an import names but the catalogue lacks. */
export const UNCLASSIFIED_CATEGORY = 'Sin clasificar';
