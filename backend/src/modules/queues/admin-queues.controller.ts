import { Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminRoutes, CurrentUser } from '../../core/auth/auth.decorators';
import type { SessionUser } from '../../core/auth/session-user';
import { QueueJobsQuery } from './dto/queue-jobs.query';
import { QueuesService } from './queues.service';

@AdminRoutes('queues')
export class AdminQueuesController {
  constructor(private readonly queues: QueuesService) {}

  @Get()
  @ApiOperation({
    summary: 'Colas de trabajos (importación, mantenimiento, pagos, correos): trabajos por estado y workers',
  })
  overview() {
    return this.queues.overview();
  }

  @Get(':queue/jobs')
  @ApiOperation({ summary: 'Trabajos de una cola en un estado, los más nuevos primero (20 por página)' })
  jobs(@Param('queue') queue: string, @Query() query: QueueJobsQuery) {
    return this.queues.jobs(queue, query);
  }

  @Post(':queue/jobs/:jobId/retry')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Reintenta un trabajo con error (409 si no está con error)' })
  retry(@Param('queue') queue: string, @Param('jobId') jobId: string, @CurrentUser() admin: SessionUser) {
    return this.queues.retry(queue, jobId, admin);
  }

  @Delete(':queue/jobs/:jobId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Elimina un trabajo con error (409 si no está con error)' })
  remove(@Param('queue') queue: string, @Param('jobId') jobId: string, @CurrentUser() admin: SessionUser) {
    return this.queues.remove(queue, jobId, admin);
  }
}
