// The cart module's public surface (docs/architecture.md, "Boundaries").
export { CartStockModule } from './cart-stock.module';
export { CartLineDto, mergeLines } from './dto/cart-line.dto';
export { CartLines } from './dto/cart-lines.decorator';
export { StockService, type StockShortage } from './stock.service';
