import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/auth/auth.decorators';
import { DashboardService } from './dashboard.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('stats')
  @ApiOperation({
    summary:
      'Cifras del panel: productos, pedidos, ingresos (sin cancelados), stock bajo (≤ 5), pendientes y actividad reciente',
  })
  stats() {
    return this.dashboard.stats();
  }
}
