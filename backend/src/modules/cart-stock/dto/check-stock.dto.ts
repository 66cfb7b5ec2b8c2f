import type { CartLineDto } from './cart-line.dto';
import { CartLines } from './cart-lines.decorator';

export class CheckStockDto {
  @CartLines({ required: false })
  items: CartLineDto[];
}
