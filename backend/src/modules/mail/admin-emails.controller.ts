import { Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import { AdminRoutes, CurrentUser } from '../../core/auth/auth.decorators';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';
import type { SessionUser } from '../../core/auth/session-user';
import { AdminEmailsQuery } from './dto/admin-emails.query';
import { MailAdminService } from './mail-admin.service';
import { MailError, MailErrorCode } from './mail.errors';

const emailIdPipe = new DatabaseIdPipe(() => new MailError(MailErrorCode.NotFound));

@AdminRoutes('emails')
export class AdminEmailsController {
  constructor(private readonly mail: MailAdminService) {}

  @Get()
  @ApiOperation({
    summary:
      'Correos de la tienda, lo más nuevo primero (20 por página): destinatario, asunto, estado, intentos y último error',
  })
  list(@Query() query: AdminEmailsQuery) {
    return this.mail.list(query);
  }

  @Post(':id/retry')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Vuelve a enviar un correo cuyo envío falló (409 si no falló)' })
  @ApiNoContentResponse({ description: 'Puesto de nuevo en la cola de envío' })
  retry(@Param('id', emailIdPipe) id: number, @CurrentUser() admin: SessionUser): Promise<void> {
    return this.mail.retry(id, admin);
  }
}
