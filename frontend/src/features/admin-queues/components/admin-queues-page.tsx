import { useState } from 'react';

import {
  AdminListPanel,
  AdminRefreshButton,
  listRangeText,
  type AdminListFeedback,
} from '@/components/admin/admin-list-panel';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { SelectField } from '@/components/ui/form-field';
import { ListIcon } from '@/components/ui/action-icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useGetQueueJobsQuery,
  useGetQueuesQuery,
  useRemoveQueueJobMutation,
  useRetryQueueJobMutation,
  type JobState,
  type QueueJob,
  type QueueSummary,
} from '@/features/admin-queues/api/admin-queues-api';
import { ADMIN_QUEUES_MESSAGES as MESSAGES, JOB_STATE_LABELS, JOB_STATE_ORDER } from '@/features/admin-queues/messages';
import { getErrorMessage } from '@/lib/api-error';
import { pluralize } from '@/utils/format';

import { QueueJobsTable } from './queue-jobs-table';

import '@/components/admin/admin-ui.css';
import './admin-queues.css';

type Action = { kind: 'retry' | 'remove'; job: QueueJob };

/** One card per queue: its label, workers and job counts; choosing a count lists those jobs below. */
function QueueCards({
  queues,
  selected,
  onSelect,
}: {
  queues: QueueSummary[];
  selected: { queue: string; state: JobState };
  onSelect: (queue: string, state: JobState) => void;
}) {
  return (
    <ul className="admin-queues__cards">
      {queues.map((queue) => (
        <li key={queue.name} className="admin-panel admin-queues__card">
          <h2 className="admin-queues__card-title">{queue.label}</h2>
          <p className={`admin-queues__workers${queue.workers === 0 ? ' admin-queues__workers--none' : ''}`}>
            {queue.workers === 0 ? MESSAGES.noWorkers : MESSAGES.workers(queue.workers)}
          </p>
          <dl className="admin-queues__counts">
            {JOB_STATE_ORDER.map((state) => {
              const active = selected.queue === queue.name && selected.state === state;
              return (
                <div key={state} className={state === 'con-error' && queue.counts[state] > 0 ? 'is-failed' : undefined}>
                  <dt>{JOB_STATE_LABELS[state]}</dt>
                  <dd>
                    <button
                      type="button"
                      className={`admin-queues__count${active ? ' is-active' : ''}`}
                      aria-pressed={active}
                      aria-label={`${queue.label}: ${queue.counts[state]} ${JOB_STATE_LABELS[state].toLowerCase()}`}
                      onClick={() => onSelect(queue.name, state)}
                    >
                      {queue.counts[state].toLocaleString('es-CL')}
                    </button>
                  </dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/colas: every background queue of the shop with its workers and job counts, the jobs of one queue in one
 * state, and 'Reintentar' / 'Eliminar' for failed ones (removal asks first).
 */
export function AdminQueuesPage() {
  const queues = useGetQueuesQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: 10_000 });
  const [selection, setSelection] = useState<{ queue: string; state: JobState; page: number }>({
    queue: 'import',
    state: 'con-error',
    page: 1,
  });
  const jobs = useGetQueueJobsQuery(selection, { refetchOnMountOrArgChange: true });
  const [retryJob] = useRetryQueueJobMutation();
  const [removeJob, removal] = useRemoveQueueJobMutation();
  const [busyJobId, setBusyJobId] = useState<string | null>(null);
  const [pendingRemoval, setPendingRemoval] = useState<QueueJob | null>(null);
  const [feedback, setFeedback] = useState<AdminListFeedback | null>(null);

  const select = (queue: string, state: JobState) => {
    setSelection({ queue, state, page: 1 });
    setFeedback(null);
  };
  const queueLabel = queues.data?.find((queue) => queue.name === selection.queue)?.label ?? selection.queue;

  const run = async ({ kind, job }: Action) => {
    setBusyJobId(job.id);
    setFeedback(null);
    const ref = { queue: selection.queue, jobId: job.id };
    const result = kind === 'retry' ? await retryJob(ref) : await removeJob(ref);
    setBusyJobId(null);
    setPendingRemoval(null);
    if ('error' in result && result.error) {
      const server = getErrorMessage(result.error as Parameters<typeof getErrorMessage>[0]);
      setFeedback({ tone: 'error', message: server ?? MESSAGES.actionFailed });
    } else {
      setFeedback({ tone: 'success', message: kind === 'retry' ? MESSAGES.retried : MESSAGES.removed });
    }
  };

  return (
    <div className="admin-page admin-queues">
      <AdminPageHeader
        title={MESSAGES.title}
        subtitle={MESSAGES.subtitle}
        actions={
          <AdminRefreshButton
            isFetching={queues.isFetching || jobs.isFetching}
            onRefresh={() => Promise.all([queues.refetch(), jobs.refetch()])}
          />
        }
      />

      {queues.isError && !queues.data ? (
        <RetryAlert onRetry={queues.refetch}>{MESSAGES.loadFailed}</RetryAlert>
      ) : queues.data ? (
        <QueueCards queues={queues.data} selected={selection} onSelect={select} />
      ) : (
        <div role="status" className="admin-queues__cards">
          <span className="visually-hidden">{MESSAGES.loading}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="9rem" />
          ))}
        </div>
      )}

      <AdminListPanel
        label={`Trabajos de ${queueLabel}`}
        query={{ data: jobs.currentData, isFetching: jobs.isFetching, isError: jobs.isError, refetch: jobs.refetch }}
        messages={{
          loading: MESSAGES.jobsLoading,
          loadFailed: MESSAGES.jobsLoadFailed,
          emptyTitle: MESSAGES.emptyTitle,
          empty: MESSAGES.empty(JOB_STATE_LABELS[selection.state]),
        }}
        emptyIcon={<ListIcon size={32} />}
        isEmpty={(data) => data.total === 0}
        count={jobs.currentData ? pluralize(jobs.currentData.total, 'trabajo', 'trabajos') : null}
        feedback={feedback}
        footer={{
          range: (data) => listRangeText(data, data.jobs.length, 'trabajo', 'trabajos'),
          onPageChange: (page) => setSelection({ ...selection, page }),
          pagesLabel: 'Páginas de trabajos',
        }}
        filters={{
          label: 'Elegir cola y estado',
          className: 'admin-queues__filters',
          fields: (
            <>
              <SelectField
                label="Cola"
                value={selection.queue}
                onChange={(event) => select(event.target.value, selection.state)}
                options={(queues.data ?? [{ name: selection.queue, label: queueLabel }]).map((queue) => ({
                  value: queue.name,
                  label: queue.label,
                }))}
              />
              <SelectField
                label="Estado"
                value={selection.state}
                onChange={(event) => select(selection.queue, event.target.value as JobState)}
                options={JOB_STATE_ORDER.map((state) => ({ value: state, label: JOB_STATE_LABELS[state] }))}
              />
            </>
          ),
        }}
      >
        {(data) => (
          <QueueJobsTable
            jobs={data.jobs}
            busyJobId={busyJobId}
            onRetry={(job) => void run({ kind: 'retry', job })}
            onRemove={setPendingRemoval}
          />
        )}
      </AdminListPanel>

      {pendingRemoval && (
        <ConfirmDialog
          title={MESSAGES.removeTitle}
          question={MESSAGES.removeQuestion(pendingRemoval.name, pendingRemoval.id)}
          warning={MESSAGES.removeWarning}
          isBusy={removal.isLoading}
          onConfirm={() => void run({ kind: 'remove', job: pendingRemoval })}
          onCancel={() => setPendingRemoval(null)}
        />
      )}
    </div>
  );
}
