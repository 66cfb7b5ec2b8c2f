import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type Express } from 'express';
import fs from 'node:fs';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppConfigService } from '../config/app-config.service';
import { ROOT_LOGGER } from '../logging/logging.module';
import { requestLog, type RootLogger } from '../logging/request-log';
import { httpMetrics } from '../metrics/http-metrics.middleware';
import { closeWhenDraining } from './close-when-draining';
import { sendSharedResponsesAsStoredJson } from './shared-json';
import { spaMiddleware } from './spa';
import { SPA_PAGE_DATA, SpaPageDataSource } from './spa-page-data';

export const API_PREFIX = 'api';
const JSON_BODY_LIMIT = '1mb';
const GOOGLE_IDENTITY_ORIGIN = 'https://accounts.google.com/gsi/';
const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** HTTP set-up shared by main.ts and the API tests, so tests exercise the real pipeline. */
export function configureHttpApp(app: NestExpressApplication): void {
  const config = app.get(AppConfigService);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLog(app.get<symbol, RootLogger>(ROOT_LOGGER)));
  app.use(httpMetrics);
  app.use(closeWhenDraining(app.getHttpServer()));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  sendSharedResponsesAsStoredJson(app.getHttpAdapter().getInstance() as Express);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // Google Identity Services (the sign-in button) is the only third-party script.
          'script-src': ["'self'", GOOGLE_IDENTITY_SCRIPT],
          'frame-src': ["'self'", GOOGLE_IDENTITY_ORIGIN],
          'connect-src': ["'self'", GOOGLE_IDENTITY_ORIGIN],
        },
      },
      crossOriginEmbedderPolicy: false,
      // The Google sign-in popup must be able to message its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Repuestos API')
      .setDescription('API de la tienda de repuestos: catálogo, cuentas, pedidos, pagos e importación.')
      .setVersion('1.0.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });

  // Image files an operator places by hand (UPLOADS_DIR); the admin's uploads are served from
  // PostgreSQL at /api/uploads (modules/uploads).
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  app.use('/uploads', express.static(config.uploadsDir, { index: false, maxAge: '7d' }));
  if (config.spaDistDir) {
    for (const handler of spaMiddleware(config.spaDistDir, spaPageData(app))) app.use(handler);
  }
}

/** The module that fills index.html (spa-page-data.ts), when the application has one. */
function spaPageData(app: NestExpressApplication): SpaPageDataSource | undefined {
  try {
    return app.get<symbol, SpaPageDataSource>(SPA_PAGE_DATA, { strict: false });
  } catch {
    return undefined;
  }
}
