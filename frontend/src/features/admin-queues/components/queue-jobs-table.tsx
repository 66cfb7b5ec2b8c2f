import { AdminTable, type AdminTableColumn } from '@/components/admin/admin-table';
import type { QueueJob } from '@/features/admin-queues/api/admin-queues-api';
import { JOB_STATE_LABELS } from '@/features/admin-queues/messages';
import { formatDate } from '@/utils/format';

const COLUMNS: AdminTableColumn[] = ['Trabajo', 'Estado', 'Fechas', 'Datos', { hidden: 'Acciones' }];

type QueueJobsTableProps = {
  jobs: QueueJob[];
  /** The job whose retry or removal is on its way: every action button waits meanwhile. */
  busyJobId: string | null;
  onRetry: (job: QueueJob) => void;
  onRemove: (job: QueueJob) => void;
};

/** One row per job; in a narrow panel each row becomes a card whose cells carry their column name. */
export function QueueJobsTable({ jobs, busyJobId, onRetry, onRemove }: QueueJobsTableProps) {
  return (
    <AdminTable
      caption="Trabajos de la cola"
      columns={COLUMNS}
      className="admin-table admin-table--stacked admin-queues__table"
    >
      {jobs.map((job) => (
        <tr key={job.id}>
          <td data-label="Trabajo">
            <strong>{job.name}</strong> <span className="admin-queues__id">#{job.id}</span>
          </td>
          <td data-label="Estado">
            <span className={`admin-badge${job.state === 'con-error' ? ' admin-badge--danger' : ''}`}>
              {JOB_STATE_LABELS[job.state]}
            </span>
            <span className="admin-queues__attempts">
              {job.attemptsMade === 1 ? '1 intento' : `${job.attemptsMade} intentos`}
            </span>
            {job.failedReason && <span className="admin-queues__error">{job.failedReason}</span>}
          </td>
          <td data-label="Fechas">
            <span>Creado: {formatDate(job.createdAt)}</span>
            {job.finishedAt && <span>Terminado: {formatDate(job.finishedAt)}</span>}
          </td>
          <td data-label="Datos">
            <code className="admin-queues__data">{job.data}</code>
          </td>
          <td data-label="Acciones">
            {job.state === 'con-error' && (
              <div className="admin-queues__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busyJobId !== null}
                  aria-busy={busyJobId === job.id}
                  aria-label={`Reintentar el trabajo ${job.name} #${job.id}`}
                  onClick={() => onRetry(job)}
                >
                  Reintentar
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  disabled={busyJobId !== null}
                  aria-label={`Eliminar el trabajo ${job.name} #${job.id}`}
                  onClick={() => onRemove(job)}
                >
                  Eliminar
                </button>
              </div>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
