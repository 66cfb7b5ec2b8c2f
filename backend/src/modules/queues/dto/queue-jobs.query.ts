import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE } from '../../../core/validation/paging';
import { JOB_STATE_NAMES, JobState } from '../queues.constants';

export class QueueJobsQuery {
  @ApiPropertyOptional({ enum: JOB_STATE_NAMES, default: 'con-error' })
  @IsOptional()
  @IsIn(JOB_STATE_NAMES, { message: `El estado debe ser uno de: ${JOB_STATE_NAMES.join(', ')}` })
  estado: JobState = 'con-error';

  @ApiPropertyOptional({ default: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'La página debe ser un número entero' })
  @Min(1, { message: 'La página debe ser 1 o mayor' })
  @Max(MAX_PAGE, { message: `La página no puede ser mayor que ${MAX_PAGE}` })
  page: number = 1;
}
