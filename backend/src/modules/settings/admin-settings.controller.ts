import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/auth/auth.decorators';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('admin')
@Controller('admin/settings')
@AdminOnly()
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

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
  save(@Body() dto: UpdateSettingsDto) {
    return this.settings.save(dto);
  }
}
