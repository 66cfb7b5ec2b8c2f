import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService } from '../audit';
import type { QueueJobsQuery } from './dto/queue-jobs.query';
import {
  CONSOLE_QUEUES,
  JOB_DATA_PREVIEW_LENGTH,
  JOB_ID_PATTERN,
  JOB_STATES,
  JobState,
  QUEUE_JOBS_PAGE_SIZE,
} from './queues.constants';
import { QueuesError, QueuesErrorCode } from './queues.errors';

const toIso = (epochMs: number | undefined) => (epochMs ? new Date(epochMs).toISOString() : null);

function dataPreview(data: unknown): string {
  const text = JSON.stringify(data ?? null);
  return text.length > JOB_DATA_PREVIEW_LENGTH ? `${text.slice(0, JOB_DATA_PREVIEW_LENGTH)}…` : text;
}

function toJobResponse(job: Job, state: JobState) {
  return {
    id: job.id ?? '',
    name: job.name,
    state,
    attemptsMade: job.attemptsMade,
    failedReason: job.failedReason || null,
    data: dataPreview(job.data),
    createdAt: toIso(job.timestamp),
    processedAt: toIso(job.processedOn),
    finishedAt: toIso(job.finishedOn),
  };
}

/**
 * The admin queue console: every queue's job counts and workers, its jobs by state, and retry or
 * removal of failed jobs. Only the queues in CONSOLE_QUEUES are reachable, and only ids shaped
 * like ours, so an admin call never names an arbitrary Redis key.
 */
@Injectable()
export class QueuesService {
  constructor(
    private readonly moduleRef: ModuleRef,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private queue(name: string): Queue {
    if (!CONSOLE_QUEUES.some((queue) => queue.name === name)) throw new QueuesError(QueuesErrorCode.QueueNotFound);
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async overview() {
    const queues = await Promise.all(
      CONSOLE_QUEUES.map(async ({ name, label }) => {
        const queue = this.queue(name);
        const counts = await queue.getJobCounts(
          ...Object.values(JOB_STATES),
          'prioritized',
          'waiting-children',
          'paused',
        );
        // CLIENT LIST may be refused by a managed Redis: the count is then unknown, not zero.
        const workers = await queue.getWorkersCount().catch(() => null);
        return {
          name,
          label,
          workers,
          counts: {
            'en-espera': counts.waiting + counts.prioritized + counts['waiting-children'] + counts.paused,
            'en-curso': counts.active,
            programado: counts.delayed,
            'con-error': counts.failed,
            terminado: counts.completed,
          } satisfies Record<JobState, number>,
        };
      }),
    );
    return { queues };
  }

  async jobs(name: string, query: QueueJobsQuery) {
    const queue = this.queue(name);
    const start = (query.page - 1) * QUEUE_JOBS_PAGE_SIZE;
    const state = JOB_STATES[query.estado];
    const [jobs, total] = await Promise.all([
      queue.getJobs([state], start, start + QUEUE_JOBS_PAGE_SIZE - 1, false),
      queue.getJobCountByTypes(state),
    ]);
    return {
      items: jobs.filter(Boolean).map((job) => toJobResponse(job, query.estado)),
      total,
      page: query.page,
      pageSize: QUEUE_JOBS_PAGE_SIZE,
    };
  }

  /** Puts a failed job back to wait; 409 for a job in any other state (also when another admin retried it first). */
  async retry(name: string, jobId: string, admin: AuditActor): Promise<void> {
    const job = await this.failedJob(name, jobId);
    // BullMQ moves it only from the failed set, atomically: a second retry finds it gone and fails.
    await job.retry('failed').catch(() => {
      throw new QueuesError(QueuesErrorCode.JobNotFailed);
    });
    await this.record(AuditKind.QUEUE_JOB_RETRIED, name, job, admin);
  }

  /** Deletes a failed job for good; 409 for a job in any other state (an active one is never cut off). */
  async remove(name: string, jobId: string, admin: AuditActor): Promise<void> {
    const job = await this.failedJob(name, jobId);
    await job.remove().catch(() => {
      throw new QueuesError(QueuesErrorCode.JobNotFailed);
    });
    await this.record(AuditKind.QUEUE_JOB_REMOVED, name, job, admin);
  }

  private async failedJob(name: string, jobId: string): Promise<Job> {
    const queue = this.queue(name);
    if (!JOB_ID_PATTERN.test(jobId)) throw new QueuesError(QueuesErrorCode.JobNotFound);
    const job = await queue.getJob(jobId);
    if (!job) throw new QueuesError(QueuesErrorCode.JobNotFound);
    if ((await job.getState()) !== 'failed') throw new QueuesError(QueuesErrorCode.JobNotFailed);
    return job;
  }

  /** Redis has no part in PostgreSQL's transaction: the entry is written once the queue accepted the change. */
  private async record(kind: AuditKind, queueName: string, job: Job, admin: AuditActor): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, admin, {
        kind,
        entityType: AuditEntityType.QUEUE_JOB,
        entityId: `${queueName}:${job.id ?? ''}`,
        entityLabel: `${job.name} (${queueName})`,
        changes: { failedReason: { before: job.failedReason || null, after: null } },
      }),
    );
  }
}
