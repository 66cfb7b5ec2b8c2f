import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../core/auth/auth.decorators';
import { AuditService } from './audit.service';
import { AuditQuery } from './dto/audit.query';

@ApiTags('admin')
@Controller('admin/audit')
@AdminOnly()
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
