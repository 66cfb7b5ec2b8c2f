import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { CartStockController } from './cart-stock.controller';
import { StockService } from './stock.service';

/** Stock checks for the cart, and the stock moves of orders (StockService, inside the order's transaction). */
@Module({
  imports: [CatalogModule],
  controllers: [CartStockController],
  providers: [StockService],
  exports: [StockService],
})
export class CartStockModule {}
