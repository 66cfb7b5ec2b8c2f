import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsService } from './metrics.service';
import { metricsRegistry } from './shop-metrics';

@ApiTags('operations')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @UseGuards(MetricsAccessGuard)
  @ApiBearerAuth()
  @ApiProduces(metricsRegistry.contentType)
  @Header('Content-Type', metricsRegistry.contentType)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Métricas Prometheus de la API y de los workers (token METRICS_TOKEN o sesión de administrador)',
  })
  render(): Promise<string> {
    return this.metrics.render();
  }
}
