import { Body, Get, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminRoutes, CurrentUser } from '../../core/auth/auth.decorators';
import type { SessionUser } from '../../core/auth/session-user';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { UpdateShippingRatesDto } from './dto/update-shipping-rates.dto';
import { SettingsService } from './settings.service';
import { ShippingRatesService } from './shipping-rates.service';

@AdminRoutes('settings')
export class AdminSettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly shippingRates: ShippingRatesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Configuración de la tienda: identidad, contacto, transferencia, envíos y plazo de pago' })
  get() {
    return this.settings.forAdmin();
  }

  @Put()
  @ApiOperation({
    summary:
      'Reemplaza la configuración completa; un dato inválido la deja como estaba. La tienda la ve en menos de un segundo',
  })
  save(@Body() dto: UpdateSettingsDto, @CurrentUser() admin: SessionUser) {
    return this.settings.save(dto, admin);
  }

  @Get('shipping-rates')
  @ApiOperation({ summary: 'Tabla de tarifas de envío (CLP) por región y tamaño de paquete' })
  listShippingRates() {
    return this.shippingRates.list();
  }

  @Put('shipping-rates')
  @ApiOperation({
    summary: 'Cambia tarifas de envío (región × tamaño); una región o tamaño desconocido deja todas como estaban',
  })
  saveShippingRates(@Body() dto: UpdateShippingRatesDto) {
    return this.shippingRates.save(dto);
  }
}
