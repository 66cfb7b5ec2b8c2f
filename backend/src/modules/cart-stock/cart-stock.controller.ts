import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CheckStockDto } from './dto/check-stock.dto';
import { StockService } from './stock.service';

@ApiTags('cart')
@Controller('cart')
export class CartStockController {
  constructor(private readonly stock: StockService) {}

  @Post('stock')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Stock actual de los productos del carrito (los inexistentes con stock 0 y exists false)' })
  check(@Body() dto: CheckStockDto) {
    return this.stock.check(dto);
  }
}
