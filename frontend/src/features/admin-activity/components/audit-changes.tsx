import type { AuditChange } from '@/features/admin-activity/api/admin-activity-api';
import { fieldLabel, valueText } from '@/features/admin-activity/messages';

/** 'Precio: $9.990 → $8.990', one line per changed field. */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <span className="admin-activity__muted">—</span>;
  return (
    <ul className="admin-activity__changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="admin-activity__field">{fieldLabel(change.field)}:</span>{' '}
          <span className="admin-activity__before">{valueText(change.field, change.before)}</span>
          <span aria-label="pasó a"> → </span>
          <span className="admin-activity__after">{valueText(change.field, change.after)}</span>
        </li>
      ))}
    </ul>
  );
}
