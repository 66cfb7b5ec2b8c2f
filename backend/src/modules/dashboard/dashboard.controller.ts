import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminRoutes } from '../../core/auth/auth.decorators';
import { DashboardService } from './dashboard.service';

@AdminRoutes('dashboard')
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
