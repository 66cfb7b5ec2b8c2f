import { Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { pinoHttp } from 'pino-http';
import { AppConfigService } from '../config/app-config.service';
import { redactUrl } from './redact-url';
import type { RootLogger } from './request-log';

/** The process's pino logger: application messages (nestjs-pino) and the API's request lines (requestLog). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * pino-http only builds the logger, with its serializers: a request is written as its id, method
 * and URL (secret query values redacted, redact-url.ts), a response as its status. Its per-request
 * middleware is not used (requestLog() writes the lines that matter).
 */
function rootLogger(config: AppConfigService): RootLogger {
  return pinoHttp({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }).logger;
}

@Global()
@Module({
  providers: [{ provide: ROOT_LOGGER, inject: [AppConfigService], useFactory: rootLogger }],
  exports: [ROOT_LOGGER],
})
class RootLoggerModule {}

/**
 * Structured JSON logs. Nest's Logger writes through nestjs-pino, without its per-request context:
 * a pino child logger and an AsyncLocalStorage scope for every request cost the API more than
 * anything else it does for a cached answer. Request lines: requestLog() (request-log.ts).
 */
@Module({
  imports: [
    RootLoggerModule,
    LoggerModule.forRootAsync({
      imports: [RootLoggerModule],
      inject: [ROOT_LOGGER],
      useFactory: (logger: RootLogger) => ({ pinoHttp: { logger }, forRoutes: [] }),
    }),
  ],
  exports: [RootLoggerModule],
})
export class LoggingModule {}
