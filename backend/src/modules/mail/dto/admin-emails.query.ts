import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { MAX_PAGE, PositiveWholeParam } from '../../../core/validation/paging';
import { MailStatus } from '../mail-status.enum';

export class AdminEmailsQuery {
  @ApiPropertyOptional({ enum: MailStatus, description: 'Solo los correos en este estado' })
  @IsOptional()
  // The values are English words (the wire's pending/sending/sent/failed): the reason names them in Spanish.
  @IsEnum(MailStatus, {
    message: 'El estado debe ser uno de los estados de un correo: pendiente, enviándose, enviado o con error',
  })
  status?: MailStatus;

  @PositiveWholeParam(1, MAX_PAGE)
  page = 1;
}
