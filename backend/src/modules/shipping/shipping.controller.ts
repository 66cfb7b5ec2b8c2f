import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CalculateShippingDto } from './dto/calculate-shipping.dto';
import { ShippingService } from './shipping.service';

@ApiTags('shipping')
@Controller('shipping')
export class ShippingController {
  constructor(private readonly shipping: ShippingService) {}

  @Get('regions')
  @ApiOperation({ summary: 'Las 16 regiones de Chile, de norte a sur' })
  regions() {
    return this.shipping.listRegions();
  }

  @Post('calculate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Costo de envío: tarifa de la región para el bulto más grande (retiro en tienda: 0)' })
  calculate(@Body() dto: CalculateShippingDto) {
    return this.shipping.calculate(dto);
  }
}
