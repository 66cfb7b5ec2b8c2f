import { Get, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminRoutes } from '../../core/auth/auth.decorators';
import { AuditService } from './audit.service';
import { AuditQuery } from './dto/audit.query';

@AdminRoutes('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary:
      'Registro de actividad de los administradores, lo más nuevo primero; filtros por administrador, tipo, registro y fechas',
  })
  list(@Query() query: AuditQuery) {
    return this.audit.list(query);
  }
}
