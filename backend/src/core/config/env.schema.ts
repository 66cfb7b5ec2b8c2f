import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsBoolean,
  IsEmail,
  isEmail,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
  ValidateBy,
} from 'class-validator';

export enum NodeEnv {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

export enum WebpayEnv {
  Integration = 'integration',
  Production = 'production',
}

/** Blank (or spaces only) becomes undefined, which validateEnv replaces with the default. */
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : Number(value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** 'true' / 'false'; unset or blank is false; anything else stays as given and fails validation. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' || value === 'false' ? false : value === 'true' ? true : value;

/**
 * One decorator made of several, applied as if written one above the other in this order (the
 * lowest first, as TypeScript applies them), so validation messages keep their order.
 */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}

/** A whole number from `min` to `max`; unset or blank keeps the default. */
const IntBetween = (min: number, max: number) => stacked(Transform(toInt), IsInt(), Min(min), Max(max));

/** Unset or blank is undefined; anything else must pass `validators`. */
const Blankable = (...validators: PropertyDecorator[]) =>
  stacked(Transform(emptyToUndefined), IsOptional(), ...validators);

/** Unset or blank is `fallback`. */
const orDefault =
  (fallback: unknown) =>
  ({ value }: { value: unknown }) =>
    value === undefined || value === '' ? fallback : value;

const DURATION_UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** '7d' → 604800 seconds; null unless it is a whole number followed by one unit (s, m, h, d). */
export function durationSeconds(text: string): number | null {
  const match = /^([1-9]\d{0,7})([smhd])$/.exec(text.trim());
  return match ? Number(match[1]) * DURATION_UNIT_SECONDS[match[2]] : null;
}

/**
 * Bounds of JWT_EXPIRES_IN in seconds. A bare number is refused on purpose: the JWT library would
 * read '60' as 60 milliseconds. Above 30 days a leaked token is worth too much.
 */
export const SESSION_LIFETIME_BOUNDS = { min: 5 * 60, max: 30 * 86_400 } as const;

/** Google's two spellings of its ID-token issuer. */
export const DEFAULT_GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
export const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** Comma-separated list → trimmed, non-empty entries; unset or blank keeps the default. */
const toList =
  (fallback: string[]) =>
  ({ value }: { value: unknown }) => {
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string') return value;
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
  };

/** MAIL_FROM when unset (development and tests; production must set it). */
export const DEFAULT_MAIL_FROM = 'no-reply@localhost';

/** smtp:// or smtps://, a host, an optional port and credentials, nothing after the authority. */
export function isSmtpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'smtp:' || url.protocol === 'smtps:') &&
    url.hostname !== '' &&
    (url.pathname === '' || url.pathname === '/') &&
    url.search === '' &&
    url.hash === ''
  );
}

/** 'a@b.cl' → { name: null, address }; 'Tienda <a@b.cl>' → { name: 'Tienda', address }; else null. */
export function parseMailFrom(text: string): { name: string | null; address: string } | null {
  const trimmed = text.trim();
  const named = /^"?([^"<>]*?)"?\s*<([^<>\s]+)>$/.exec(trimmed);
  const name = named ? named[1].trim() : null;
  const address = named ? named[2] : trimmed;
  if (!isEmail(address, { require_tld: false })) return null;
  return { name: name === '' ? null : name, address };
}

/**
 * Every environment variable the backend reads, validated once at boot (STYLE.md #8).
 * Nothing else touches process.env: inject AppConfigService instead.
 */
export class EnvironmentVariables {
  @IsEnum(NodeEnv)
  NODE_ENV: NodeEnv = NodeEnv.Development;

  @IntBetween(1, 65535)
  PORT = 3000;

  /** Interface to listen on; unset listens on every interface (IPv4 and IPv6). */
  @Blankable(IsString())
  HOST?: string;

  @Matches(/^postgres(ql)?:\/\//, {
    message: 'DATABASE_URL debe ser una URL postgres://usuario:clave@host:puerto/base',
  })
  DATABASE_URL: string;

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL debe ser una URL redis://[:clave@]host:puerto' })
  REDIS_URL: string;

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET debe tener al menos 32 caracteres' })
  JWT_SECRET: string;

  /** Session token lifetime: a whole number with a unit (s, m, h, d), from 5 minutes to 30 days. */
  @Transform(orDefault('7d'))
  @ValidateBy({
    name: 'isSessionLifetime',
    validator: {
      validate: (value: unknown) => {
        const seconds = typeof value === 'string' ? durationSeconds(value) : null;
        return seconds !== null && seconds >= SESSION_LIFETIME_BOUNDS.min && seconds <= SESSION_LIFETIME_BOUNDS.max;
      },
      defaultMessage: () =>
        'JWT_EXPIRES_IN debe ser una duración entre 5m y 30d con unidad s, m, h o d (por ejemplo 7d)',
    },
  })
  JWT_EXPIRES_IN = '7d';

  @Blankable(IsEmail({}, { message: 'ADMIN_EMAIL debe ser un email válido' }))
  ADMIN_EMAIL?: string;

  @Blankable(IsString(), MinLength(8, { message: 'ADMIN_PASSWORD debe tener al menos 8 caracteres' }))
  ADMIN_PASSWORD?: string;

  /** OAuth client id of the shop's Google project; setting it enables Google sign-in. */
  @Blankable(IsString())
  GOOGLE_CLIENT_ID?: string;

  /** Client secret; only the redirect flow (/api/auth/google/redirect) needs it. */
  @Blankable(IsString())
  GOOGLE_CLIENT_SECRET?: string;

  /** Where Google publishes the keys that sign its ID tokens (overridden by tests with a local server). */
  @Transform(orDefault(DEFAULT_GOOGLE_JWKS_URL))
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  GOOGLE_JWKS_URL = DEFAULT_GOOGLE_JWKS_URL;

  /** Accepted `iss` values of Google ID tokens, comma-separated. */
  @Transform(toList(DEFAULT_GOOGLE_ISSUERS))
  @ArrayNotEmpty({ message: 'GOOGLE_ISSUERS debe tener al menos un emisor' })
  @IsString({ each: true })
  GOOGLE_ISSUERS: string[] = DEFAULT_GOOGLE_ISSUERS;

  @Blankable(IsString())
  WEBPAY_COMMERCE_CODE?: string;

  @Blankable(IsString())
  WEBPAY_API_KEY?: string;

  @Blankable(IsEnum(WebpayEnv))
  WEBPAY_ENV: WebpayEnv = WebpayEnv.Integration;

  /**
   * Production without WEBPAY_COMMERCE_CODE / WEBPAY_API_KEY refuses to start unless this is 'true':
   * then the demo provider takes "payments" that charge nothing, and any buyer can approve their own
   * order. Only for a demonstration installation (`npm start`, the browser journeys).
   */
  @Transform(toBoolean)
  @IsBoolean({ message: 'PAYMENTS_DEMO_IN_PRODUCTION debe ser true o false' })
  PAYMENTS_DEMO_IN_PRODUCTION = false;

  /** Overrides the Webpay host chosen by WEBPAY_ENV (the tests' local fake Transbank server). */
  @Blankable(IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }))
  WEBPAY_BASE_URL?: string;

  /** Public base URL of the shop, used in links sent to other parties (payment return URLs). */
  @Blankable(IsUrl({ require_tld: false, require_protocol: true }))
  PUBLIC_URL?: string;

  /**
   * Bearer token a Prometheus scraper sends to GET /api/metrics (an administrator's session works
   * too). Unset: only administrators read the metrics.
   */
  @Blankable(MinLength(32, { message: 'METRICS_TOKEN debe tener al menos 32 caracteres' }))
  METRICS_TOKEN?: string;

  /**
   * SMTP server the worker sends e-mail through: smtp://user:password@host:port, smtps:// for TLS
   * from the first byte (port 465). Unset (development and tests only): e-mails wait in the outbox.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateBy({
    name: 'isSmtpUrl',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isSmtpUrl(value),
      defaultMessage: () =>
        'SMTP_URL debe ser una URL smtp://usuario:clave@host:puerto (smtps:// para TLS), sin ruta ni espacios',
    },
  })
  SMTP_URL?: string;

  /** Sender of every e-mail: 'tienda@dominio.cl' or 'Nombre <tienda@dominio.cl>'. */
  @Transform(orDefault(DEFAULT_MAIL_FROM))
  @ValidateBy({
    name: 'isMailFrom',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && parseMailFrom(value) !== null,
      defaultMessage: () => 'MAIL_FROM debe ser un email (tienda@dominio.cl) o "Nombre <tienda@dominio.cl>"',
    },
  })
  MAIL_FROM = DEFAULT_MAIL_FROM;

  /**
   * Days a sent or failed e-mail stays in the outbox (and the admin e-mail list) after its last
   * activity; the worker then deletes it with the customer data it holds. Pending ones are kept.
   */
  @IntBetween(1, 3650)
  MAIL_RETENTION_DAYS = 90;

  /**
   * Which proxies may set X-Forwarded-For (the client address used by rate limits): Express's
   * 'trust proxy' value — 'loopback' (default), a hop count such as 1, or a comma-separated list
   * of addresses/subnets of the load balancers.
   */
  @IsString()
  @Matches(/^[\w.:/, -]+$/)
  TRUST_PROXY = 'loopback';

  /** Built SPA served by the API in production mode; unset or missing means API only. */
  @Blankable(IsString())
  SPA_DIST_DIR?: string;

  /**
   * A folder of image files an operator places by hand, served at /uploads (optional). Images
   * uploaded from the admin area are kept in PostgreSQL (uploaded_images), never here.
   */
  @IsString()
  UPLOADS_DIR = '.data/uploads';

  /** Prefix for every Redis key (queues, streams, rate limits) so several shops can share one Redis. */
  @IsString()
  @Matches(/^[a-z0-9:_-]+$/i)
  REDIS_PREFIX = 'repuestos';

  @IsEnum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @IntBetween(1, 64)
  WORKER_CONCURRENCY = 1;

  /**
   * CPU priority of worker processes (Unix niceness, 0-19), and of their connections' PostgreSQL
   * server processes when the server is on this machine: imports are background work and take the
   * CPU the API's requests leave when both share a machine. 19, the lowest, also puts them in Linux's
   * idle scheduling class (SCHED_IDLE: a shopper's request that wakes up takes the core at once).
   * 0 leaves them as started.
   */
  @IntBetween(0, 19)
  WORKER_NICE = 19;

  /** Largest Excel upload for the import, in MB. */
  @IntBetween(1, 1024)
  IMPORT_MAX_FILE_MB = 50;

  /** Zip-bomb guard: the sum of an uploaded workbook's uncompressed parts, in MB. */
  @IntBetween(1, 8192)
  IMPORT_MAX_UNCOMPRESSED_MB = 200;

  /** Rows the import worker writes per transaction (each commit is a checkpoint). */
  @IntBetween(10, 10000)
  IMPORT_BATCH_SIZE = 1000;
}

/** Validates process.env; throws one error listing every bad key. */
export function validateEnv(config: Record<string, unknown>): EnvironmentVariables {
  const env = plainToInstance(EnvironmentVariables, config, { exposeDefaultValues: true });
  // A key given blank went through its transform to undefined, over the default: put the default back.
  const defaults = new EnvironmentVariables();
  for (const key of Object.keys(defaults) as (keyof EnvironmentVariables)[]) {
    if (env[key] === undefined) Object.assign(env, { [key]: defaults[key] });
  }
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  const lines = [
    ...errors.map((error) => `  - ${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`),
    ...webpayProblems(env),
    ...mailProblems(env),
  ];
  if (lines.length > 0) {
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  return env;
}

/**
 * Production never takes demo payments by accident: without both Webpay credentials it refuses to
 * start, unless the operator opted in with PAYMENTS_DEMO_IN_PRODUCTION=true. Half a pair is always
 * a mistake there (the opt-in does not cover it).
 */
function webpayProblems(env: EnvironmentVariables): string[] {
  if (env.NODE_ENV !== NodeEnv.Production) return [];
  const missing = (['WEBPAY_COMMERCE_CODE', 'WEBPAY_API_KEY'] as const).filter((key) => !env[key]);
  if (missing.length === 1) {
    return [`  - ${missing[0]}: falta; Webpay Plus necesita WEBPAY_COMMERCE_CODE y WEBPAY_API_KEY`];
  }
  if (missing.length === 0 || env.PAYMENTS_DEMO_IN_PRODUCTION === true) return [];
  return [
    '  - WEBPAY_COMMERCE_CODE, WEBPAY_API_KEY: obligatorias en producción (credenciales de Webpay Plus); ' +
      'sin ellas los pagos serían de demostración y cualquiera podría aprobar su propio pedido. ' +
      'Para una instalación de demostración, PAYMENTS_DEMO_IN_PRODUCTION=true',
  ];
}

/** Production must be able to send what the outbox holds: an SMTP server and a real sender. */
function mailProblems(env: EnvironmentVariables): string[] {
  if (env.NODE_ENV !== NodeEnv.Production) return [];
  const missing = [
    ...(env.SMTP_URL ? [] : ['SMTP_URL']),
    ...(env.MAIL_FROM === DEFAULT_MAIL_FROM ? ['MAIL_FROM'] : []),
  ];
  if (missing.length === 0) return [];
  return [
    `  - ${missing.join(', ')}: obligatorias en producción; sin servidor SMTP (SMTP_URL) y remitente (MAIL_FROM) ` +
      'la tienda no puede enviar los correos de pedidos ni de recuperación de contraseña',
  ];
}
