import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../catalog/product.entity';
import { CartStockController } from './cart-stock.controller';
import { StockService } from './stock.service';

/** Stock checks for the cart, and the stock moves of orders (StockService, inside the order's transaction). */
@Module({
  imports: [TypeOrmModule.forFeature([Product])],
  controllers: [CartStockController],
  providers: [StockService],
  exports: [StockService],
})
export class CartStockModule {}
