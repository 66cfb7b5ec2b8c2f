import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import path from 'node:path';
import { durationSeconds, EnvironmentVariables, NodeEnv, parseMailFrom, WebpayEnv } from './env.schema';

/** Typed access to the validated configuration. */
@Injectable()
export class AppConfigService {
  constructor(private readonly config: ConfigService<EnvironmentVariables, true>) {}

  private get<K extends keyof EnvironmentVariables>(key: K): EnvironmentVariables[K] {
    return this.config.get(key, { infer: true });
  }

  get isProduction(): boolean {
    return this.get('NODE_ENV') === NodeEnv.Production;
  }

  get isTest(): boolean {
    return this.get('NODE_ENV') === NodeEnv.Test;
  }

  get port(): number {
    return this.get('PORT');
  }

  get host(): string | undefined {
    return this.get('HOST');
  }

  get databaseUrl(): string {
    return this.get('DATABASE_URL');
  }

  get redisUrl(): string {
    return this.get('REDIS_URL');
  }

  get redisPrefix(): string {
    return this.get('REDIS_PREFIX');
  }

  /** Session tokens: signing secret and lifetime in seconds (JWT_EXPIRES_IN, validated at boot). */
  get jwt(): { secret: string; expiresInSeconds: number } {
    return { secret: this.get('JWT_SECRET'), expiresInSeconds: durationSeconds(this.get('JWT_EXPIRES_IN')) as number };
  }

  get admin(): { email?: string; password?: string } {
    return { email: this.get('ADMIN_EMAIL'), password: this.get('ADMIN_PASSWORD') };
  }

  get googleClientId(): string | undefined {
    return this.get('GOOGLE_CLIENT_ID');
  }

  /** Google sign-in: enabled by clientId; the redirect flow also needs clientSecret. */
  get google(): { clientId?: string; clientSecret?: string; jwksUrl: string; issuers: string[] } {
    return {
      clientId: this.get('GOOGLE_CLIENT_ID'),
      clientSecret: this.get('GOOGLE_CLIENT_SECRET'),
      jwksUrl: this.get('GOOGLE_JWKS_URL'),
      issuers: this.get('GOOGLE_ISSUERS'),
    };
  }

  /**
   * Webpay Plus credentials and host (WEBPAY_BASE_URL, else the host of WEBPAY_ENV); no credentials =
   * demo mode, which production only starts with `demoInProduction` (PAYMENTS_DEMO_IN_PRODUCTION).
   */
  get webpay(): {
    commerceCode?: string;
    apiKey?: string;
    environment: WebpayEnv;
    baseUrl: string;
    demoInProduction: boolean;
  } {
    const environment = this.get('WEBPAY_ENV');
    return {
      commerceCode: this.get('WEBPAY_COMMERCE_CODE'),
      apiKey: this.get('WEBPAY_API_KEY'),
      environment,
      demoInProduction: this.get('PAYMENTS_DEMO_IN_PRODUCTION'),
      baseUrl: (
        this.get('WEBPAY_BASE_URL') ??
        (environment === WebpayEnv.Production ? 'https://webpay3g.transbank.cl' : 'https://webpay3gint.transbank.cl')
      ).replace(/\/+$/, ''),
    };
  }

  get metricsToken(): string | undefined {
    return this.get('METRICS_TOKEN');
  }

  get publicUrl(): string {
    return this.get('PUBLIC_URL') ?? `http://localhost:${this.port}`;
  }

  /**
   * E-mail: the SMTP server (undefined: none configured, the outbox only fills) and the sender,
   * split into its display name (null: the shop's name is used) and address.
   */
  get mail(): { smtpUrl?: string; from: { name: string | null; address: string } } {
    return { smtpUrl: this.get('SMTP_URL'), from: parseMailFrom(this.get('MAIL_FROM'))! };
  }

  /** Days sent and failed e-mails stay in the outbox after their last activity (MAIL_RETENTION_DAYS). */
  get mailRetentionDays(): number {
    return this.get('MAIL_RETENTION_DAYS');
  }

  /** Express 'trust proxy' setting: a hop count when numeric, otherwise the address list. */
  get trustProxy(): string | number {
    const value = this.get('TRUST_PROXY');
    return /^\d+$/.test(value) ? Number(value) : value;
  }

  get spaDistDir(): string | undefined {
    const dir = this.get('SPA_DIST_DIR');
    return dir ? path.resolve(dir) : undefined;
  }

  get uploadsDir(): string {
    return path.resolve(this.get('UPLOADS_DIR'));
  }

  get logLevel(): string {
    return this.get('LOG_LEVEL');
  }

  get workerConcurrency(): number {
    return this.get('WORKER_CONCURRENCY');
  }

  get workerNice(): number {
    return this.get('WORKER_NICE');
  }

  /** Excel import limits (bytes) and batch size. */
  get importLimits(): { maxFileBytes: number; maxUncompressedBytes: number; batchSize: number } {
    return {
      maxFileBytes: this.get('IMPORT_MAX_FILE_MB') * 1024 * 1024,
      maxUncompressedBytes: this.get('IMPORT_MAX_UNCOMPRESSED_MB') * 1024 * 1024,
      batchSize: this.get('IMPORT_BATCH_SIZE'),
    };
  }
}
