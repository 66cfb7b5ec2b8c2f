import { useId } from 'react';

import { ClockIcon, ZapIcon, ShieldCheckIcon } from '@/components/ui/icons';
import { IMPORT_LIVE_CONNECTION_HOURS, IMPORT_MAX_PROCESSING_HOURS } from '@/config/constants';
import { OPTIONAL_IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS } from '@/features/admin-import/import-columns';

function hours(count: number): string {
  return count === 1 ? '1 hora' : `${count} horas`;
}

const COLUMN_GROUPS = [
  { title: 'Columnas requeridas', columns: REQUIRED_IMPORT_COLUMNS },
  { title: 'Columnas opcionales', columns: OPTIONAL_IMPORT_COLUMNS },
];

/** The file format and the processing limits (admin.md 2.7). */
export function ImportFormatInfo() {
  const titleId = useId();
  return (
    <section className="admin-panel import-format" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-panel__title">
        Formato del archivo
      </h2>
      <p className="import-format__intro">
        Un archivo Excel (.xlsx o .xls) con una fila de encabezados y un repuesto por fila. Los nombres de las columnas
        no distinguen mayúsculas ni tildes. Un mismo <code>itemCode</code> en varias filas con el mismo título y precio
        es un solo producto compatible con varios modelos.
      </p>

      <ul className="import-format__limits">
        <li>
          <ClockIcon size={18} />
          <span>
            Tiempo máximo de procesamiento: <strong>{hours(IMPORT_MAX_PROCESSING_HOURS)}</strong>.
          </span>
        </li>
        <li>
          <ZapIcon size={18} />
          <span>
            Conexión en vivo de hasta <strong>{hours(IMPORT_LIVE_CONNECTION_HOURS)}</strong>, con reconexión automática.
          </span>
        </li>
        <li>
          <ShieldCheckIcon size={18} />
          <span>
            El proceso <strong>continúa aunque cierres esta ventana</strong>: al volver puedes reconectarte y ver su
            avance.
          </span>
        </li>
      </ul>

      <div className="import-format__columns">
        {COLUMN_GROUPS.map(({ title, columns }) => (
          <div key={title}>
            <h3 className="import-format__subtitle">{title}</h3>
            <dl className="import-format__list">
              {columns.map((column) => (
                <div key={column.name} className="import-format__item">
                  <dt>
                    <code>{column.name}</code>
                  </dt>
                  <dd>{column.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <p className="import-format__note">
        Si <code>ano_inicio</code> es mayor que <code>ano_fin</code>, la fila se importa igual y queda registrada como
        advertencia, que puedes descargar al final.
      </p>
    </section>
  );
}
