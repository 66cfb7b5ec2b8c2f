import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { SettingsModule } from '../settings';
import { ShippingController } from './shipping.controller';
import { ShippingService } from './shipping.service';

/**
 * Shipping quotes: GET /shipping/regions, POST /shipping/calculate, and ShippingService for orders.
 * The regions and the rate table are shop settings (settings module); products come from the catalogue.
 */
@Module({
  imports: [SettingsModule, CatalogModule],
  controllers: [ShippingController],
  providers: [ShippingService],
  exports: [ShippingService],
})
export class ShippingModule {}
