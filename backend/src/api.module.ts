import { Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { CoreModule } from './core/core.module';
import { DomainExceptionFilter } from './core/errors/domain-exception.filter';
import { HealthModule } from './core/health/health.module';
import { MetricsModule } from './core/metrics/metrics.module';
import { AppValidationPipe } from './core/validation/app-validation.pipe';
import { ALL_ENTITIES } from './entities';
import { FEATURE_MODULES } from './feature-modules';
import { AdminBootstrapModule } from './modules/auth/admin-bootstrap.module';
import { StorefrontPagesModule } from './modules/storefront-pages/storefront-pages.module';

/** The HTTP application: infrastructure, every feature module with its controllers, health. */
@Module({
  imports: [
    CoreModule.forProcess('api', ALL_ENTITIES),
    HealthModule,
    MetricsModule,
    ...FEATURE_MODULES,
    AdminBootstrapModule,
    StorefrontPagesModule,
  ],
  providers: [
    { provide: APP_PIPE, useClass: AppValidationPipe },
    { provide: APP_FILTER, useClass: DomainExceptionFilter },
  ],
})
export class ApiModule {}
