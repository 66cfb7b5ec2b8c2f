import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../catalog/product.entity';

/** Stock checks for the cart and checkout (reads product stock; never writes it). */
@Module({
  imports: [TypeOrmModule.forFeature([Product])],
})
export class CartStockModule {}
