// The cart module's public surface (docs/architecture.md, "Boundaries").
export { MAX_CART_LINES } from './cart-stock.constants';
export { CartStockModule } from './cart-stock.module';
export { CartLineDto, mergeLines } from './dto/cart-line.dto';
export { StockService, type StockShortage } from './stock.service';
