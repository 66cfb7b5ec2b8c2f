import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Region } from './region.entity';
import { ShippingRate } from './shipping-rate.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Region, ShippingRate])],
})
export class CheckoutModule {}
