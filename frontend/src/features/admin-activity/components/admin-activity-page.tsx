import { useState } from 'react';

import { listRangeText } from '@/components/admin/admin-list-panel';
import { useSearchFilter } from '@/components/admin/admin-list-filters';
import { AdminListScreen } from '@/components/admin/admin-list-screen';
import { AdminTable } from '@/components/admin/admin-table';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ADMIN_ACTIVITY_FILTER_DEBOUNCE_MS } from '@/config/constants';
import { useGetAuditLogQuery, type AuditEntry, type AuditPage } from '@/features/admin-activity/api/admin-activity-api';
import {
  ADMIN_ACTIVITY_MESSAGES as MESSAGES,
  AUDIT_KIND_LABELS,
  entityText,
  kindLabel,
} from '@/features/admin-activity/messages';
import { useKeyedPage } from '@/hooks/use-keyed-page';
import { useTextInput } from '@/hooks/use-text-input';
import { formatDate } from '@/utils/format';

import { AuditChanges } from './audit-changes';

import '@/components/admin/admin-ui.css';
import './admin-activity.css';

const KIND_OPTIONS = [
  { value: '', label: 'Todos' },
  ...Object.entries(AUDIT_KIND_LABELS).map(([value, label]) => ({ value, label })),
];

/** 'Mostrando 21-40 de 45 cambios'. */
function rangeText(page: AuditPage): string {
  return listRangeText(page, page.entries.length, 'cambio', 'cambios');
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminTable
      caption="Registro de actividad"
      columns={['Fecha', 'Administrador', 'Acción', 'Registro', 'Cambios']}
      className="admin-table admin-table--stacked admin-activity__table"
      stacked
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td data-label="Fecha">{formatDate(entry.createdAt) || '—'}</td>
          <td data-label="Administrador">{entry.actorEmail}</td>
          <th scope="row" data-label="Acción">
            {kindLabel(entry.kind)}
          </th>
          <td data-label="Registro">{entityText(entry.entityType, entry.entityId, entry.entityLabel)}</td>
          <td data-label="Cambios">
            <AuditChanges changes={entry.changes} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * /admin/activity: the audit log, newest first, one server page at a time, filtered by administrator (e-mail or
 * id), kind of change and a date range; each row shows the fields it changed, before → after.
 */
export function AdminActivityPage() {
  const whoFilter = useSearchFilter(ADMIN_ACTIVITY_FILTER_DEBOUNCE_MS);
  const [kind, setKind] = useState('');
  const fromInput = useTextInput();
  const toInput = useTextInput();
  const who = whoFilter.text;
  const [from, to] = [fromInput.value, toInput.value];
  const filters = { who, kind, from, to };
  const [page, goTo] = useKeyedPage(JSON.stringify(filters));
  const filtered = who !== '' || kind !== '' || from !== '' || to !== '';

  const { currentData, isFetching, isError, refetch } = useGetAuditLogQuery(
    { page, ...filters },
    { refetchOnMountOrArgChange: true },
  );

  return (
    <AdminListScreen
      className="admin-activity"
      texts={MESSAGES}
      filtered={filtered}
      label="Actividad de los administradores"
      query={{ data: currentData, isFetching, isError, refetch }}
      isEmpty={(data) => data.total === 0}
      footer={{ range: rangeText, onPageChange: goTo, pagesLabel: 'Páginas de actividad' }}
      filters={{
        label: 'Filtrar actividad',
        className: 'admin-activity__filters',
        search: { label: 'Administrador', placeholder: 'Email o ID', ...whoFilter.field },
        fields: (
          <>
            <SelectField
              label="Tipo de cambio"
              value={kind}
              onChange={(event) => setKind(event.target.value)}
              options={KIND_OPTIONS}
            />
            <TextField label="Desde" type="date" max={to || undefined} {...fromInput.field} />
            <TextField label="Hasta" type="date" min={from || undefined} {...toInput.field} />
          </>
        ),
      }}
    >
      {(data) => <AuditTable entries={data.entries} />}
    </AdminListScreen>
  );
}
