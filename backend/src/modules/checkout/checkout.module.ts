import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../catalog/product.entity';
import { SettingsModule } from '../settings/settings.module';
import { Region } from './region.entity';
import { ShippingRate } from './shipping-rate.entity';
import { ShippingController } from './shipping.controller';
import { ShippingService } from './shipping.service';

/** Regions and shipping rates: GET /shipping/regions, POST /shipping/calculate; ShippingService for orders. */
@Module({
  imports: [TypeOrmModule.forFeature([Region, ShippingRate, Product]), SettingsModule],
  controllers: [ShippingController],
  providers: [ShippingService],
  exports: [ShippingService],
})
export class CheckoutModule {}
