import { api } from '@/lib/api';
import { toItemsListPage, type ItemsPageWire } from '@/lib/wire';
import type { ListPage } from '@/types/pagination';

// ---------------------------------------------------------------------------
// Wire shapes of /admin/queues (the backend's queue console).
// ---------------------------------------------------------------------------

/** Job states as the API names them. */
export type JobState = 'en-espera' | 'en-curso' | 'programado' | 'con-error' | 'terminado';

export type QueueSummary = {
  name: string;
  label: string;
  /** Workers connected to the queue; null when Redis does not say. */
  workers: number | null;
  counts: Record<JobState, number>;
};

export type QueueJob = {
  id: string;
  name: string;
  state: JobState;
  attemptsMade: number;
  failedReason: string | null;
  /** The job's data as JSON, cut to a few hundred characters. */
  data: string;
  createdAt: string | null;
  processedAt: string | null;
  finishedAt: string | null;
};

export type QueueJobsPage = ListPage & { jobs: QueueJob[] };

export type QueueJobsArgs = { queue: string; state: JobState; page: number };
export type QueueJobRef = { queue: string; jobId: string };

const toJobsPage = (wire: ItemsPageWire<QueueJob>): QueueJobsPage => ({ jobs: wire.items, ...toItemsListPage(wire) });

const QUEUES_TAG = { type: 'Queue', id: 'CONSOLE' } as const;

export const adminQueuesApi = api.enhanceEndpoints({ addTagTypes: ['Queue'] }).injectEndpoints({
  endpoints: (build) => ({
    getQueues: build.query<QueueSummary[], void>({
      query: () => '/admin/queues',
      transformResponse: (wire: { queues: QueueSummary[] }) => wire.queues,
      providesTags: [QUEUES_TAG],
    }),
    getQueueJobs: build.query<QueueJobsPage, QueueJobsArgs>({
      query: ({ queue, state, page }) => ({
        url: `/admin/queues/${encodeURIComponent(queue)}/jobs`,
        params: { estado: state, page },
      }),
      transformResponse: toJobsPage,
      providesTags: [QUEUES_TAG],
    }),
    /** Puts a failed job back to wait (204); 409 when it is no longer failed. */
    retryQueueJob: build.mutation<void, QueueJobRef>({
      query: ({ queue, jobId }) => ({
        url: `/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}/retry`,
        method: 'POST',
      }),
      invalidatesTags: [QUEUES_TAG],
    }),
    /** Deletes a failed job (204); 409 when it is no longer failed. */
    removeQueueJob: build.mutation<void, QueueJobRef>({
      query: ({ queue, jobId }) => ({
        url: `/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(jobId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [QUEUES_TAG],
    }),
  }),
});

export const { useGetQueuesQuery, useGetQueueJobsQuery, useRetryQueueJobMutation, useRemoveQueueJobMutation } =
  adminQueuesApi;
