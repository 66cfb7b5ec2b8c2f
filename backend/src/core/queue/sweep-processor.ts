import { WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';

/** The BullMQ job scheduler of a periodic sweep: its id, its period and the name of the jobs it adds. */
export interface SweepSchedule {
  schedulerId: string;
  everyMs: number;
  jobName: string;
}

/**
 * A worker's periodic sweep (unpaid orders, abandoned payments): on bootstrap it registers a BullMQ job
 * scheduler, so one sweep runs per period across all workers (never a per-process timer); each job it adds
 * is `process()`. Completed jobs are dropped and the last 50 failed ones kept.
 */
export abstract class SweepProcessor extends WorkerHost implements OnApplicationBootstrap {
  protected constructor(
    private readonly queue: Queue,
    private readonly schedule: SweepSchedule,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      this.schedule.schedulerId,
      { every: this.schedule.everyMs },
      { name: this.schedule.jobName, opts: { removeOnComplete: true, removeOnFail: 50 } },
    );
  }
}
