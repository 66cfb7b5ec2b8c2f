import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AdminSettingsController } from './admin-settings.controller';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ShippingRatesService } from './shipping-rates.service';

@Module({
  imports: [AuditModule],
  controllers: [SettingsController, AdminSettingsController],
  providers: [SettingsService, ShippingRatesService],
  exports: [SettingsService],
})
export class SettingsModule {}
