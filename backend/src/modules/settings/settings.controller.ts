import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({
    summary: 'Datos públicos de la tienda (contacto, horario, cuenta para transferencias, envío gratis, retiro)',
  })
  get() {
    return this.settings.forStorefront();
  }
}
