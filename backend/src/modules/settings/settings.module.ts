import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { AdminSettingsController } from './admin-settings.controller';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ShippingRatesService } from './shipping-rates.service';
import { ShopPageDataSource } from './shop-page-data.source';

@Module({
  imports: [AuditModule],
  controllers: [SettingsController, AdminSettingsController],
  providers: [SettingsService, ShippingRatesService, ShopPageDataSource],
  // The storefront pages module writes ShopPageDataSource's blocks into every page; shipping quotes
  // read the regions and rates.
  exports: [SettingsService, ShippingRatesService, ShopPageDataSource],
})
export class SettingsModule {}
