import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEnum, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE } from '../../../core/validation/paging';
import { MailStatus } from '../mail-status.enum';

export class AdminEmailsQuery {
  @ApiPropertyOptional({ enum: MailStatus, description: 'Solo los correos en este estado' })
  @IsOptional()
  // The values are English words (the wire's pending/sending/sent/failed): the reason names them in Spanish.
  @IsEnum(MailStatus, {
    message: 'El estado debe ser uno de los estados de un correo: pendiente, enviándose, enviado o con error',
  })
  status?: MailStatus;

  @ApiPropertyOptional({ default: 1, maximum: MAX_PAGE })
  @Type(() => Number)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page = 1;
}
