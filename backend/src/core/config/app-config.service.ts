import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import path from 'node:path';
import { EnvironmentVariables, NodeEnv, WebpayEnv } from './env.schema';

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

  get jwt(): { secret: string; expiresIn: string } {
    return { secret: this.get('JWT_SECRET'), expiresIn: this.get('JWT_EXPIRES_IN') };
  }

  get admin(): { email?: string; password?: string } {
    return { email: this.get('ADMIN_EMAIL'), password: this.get('ADMIN_PASSWORD') };
  }

  get googleClientId(): string | undefined {
    return this.get('GOOGLE_CLIENT_ID');
  }

  get webpay(): { commerceCode?: string; apiKey?: string; environment: WebpayEnv } {
    return {
      commerceCode: this.get('WEBPAY_COMMERCE_CODE'),
      apiKey: this.get('WEBPAY_API_KEY'),
      environment: this.get('WEBPAY_ENV'),
    };
  }

  get publicUrl(): string {
    return this.get('PUBLIC_URL') ?? `http://localhost:${this.port}`;
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
}
