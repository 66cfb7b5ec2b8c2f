import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiModule } from './api.module';
import { AppConfigService } from './core/config/app-config.service';
import { configureHttpApp } from './core/http/configure-app';
import { labelProcess } from './core/metrics/shop-metrics';
import { stopWithSupervisor } from './core/process/supervisor-channel';

async function bootstrap(): Promise<void> {
  labelProcess('api');
  const app = await NestFactory.create<NestExpressApplication>(ApiModule, { bufferLogs: true });
  configureHttpApp(app);
  const config = app.get(AppConfigService);
  if (config.host) await app.listen(config.port, config.host);
  else await app.listen(config.port);
  stopWithSupervisor();
}

void bootstrap();
