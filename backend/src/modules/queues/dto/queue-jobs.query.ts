import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { MAX_PAGE, pageMessages, PositiveWholeParam } from '../../../core/validation/paging';
import { JOB_STATE_NAMES, JobState } from '../queues.constants';

export class QueueJobsQuery {
  @ApiPropertyOptional({ enum: JOB_STATE_NAMES, default: 'con-error' })
  @IsOptional()
  @IsIn(JOB_STATE_NAMES, { message: `El estado debe ser uno de: ${JOB_STATE_NAMES.join(', ')}` })
  estado: JobState = 'con-error';

  @PositiveWholeParam(1, MAX_PAGE, pageMessages(MAX_PAGE))
  page: number = 1;
}
