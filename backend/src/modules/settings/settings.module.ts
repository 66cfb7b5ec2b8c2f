import { Module } from '@nestjs/common';
import { SPA_PAGE_DATA } from '../../core/http/spa-page-data';
import { AuditModule } from '../audit/audit.module';
import { AdminSettingsController } from './admin-settings.controller';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ShippingRatesService } from './shipping-rates.service';
import { ShopPageDataSource } from './shop-page-data.source';

@Module({
  imports: [AuditModule],
  controllers: [SettingsController, AdminSettingsController],
  providers: [SettingsService, ShippingRatesService, { provide: SPA_PAGE_DATA, useClass: ShopPageDataSource }],
  exports: [SettingsService],
})
export class SettingsModule {}
