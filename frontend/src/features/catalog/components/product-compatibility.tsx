import { useId } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Compatibility, Equivalent } from '@/types/catalog';

import './product-detail.css';

/**
 * Vehicle compatibility table: Marca, Modelo, Años; a row with a product id opens that product. With a vehicle in
 * 'Mi garaje' the row that covers it is highlighted.
 */
export function ProductCompatibility({ rows, highlight = true }: { rows: Compatibility[]; highlight?: boolean }) {
  const headingId = useId();
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-section__title">
        Compatibilidad de vehículos
      </h2>
      {rows.length === 0 ? (
        <p className="detail-section__empty">Este producto no tiene compatibilidades registradas.</p>
      ) : (
        <div className="compatibility" role="region" aria-label="Tabla de compatibilidad" tabIndex={0}>
          <table className="compatibility__table">
            <thead>
              <tr>
                <th scope="col">Marca</th>
                <th scope="col">Modelo</th>
                <th scope="col">Años</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const matches = highlight && row.matchesVehicle;
                return (
                  <tr
                    key={`${row.brand}-${row.model}-${row.years}-${index}`}
                    className={matches ? 'compatibility__row--match' : undefined}
                  >
                    <td>{row.brand}</td>
                    <td>
                      {row.productId !== null ? (
                        <Link to={paths.product.getHref(row.productId)}>{row.model}</Link>
                      ) : (
                        row.model
                      )}
                      {row.productIds.length > 1 && (
                        <span className="compatibility__more"> (+{row.productIds.length - 1} más)</span>
                      )}
                    </td>
                    <td>
                      {row.years}
                      {matches && <span className="compatibility__match">Tu vehículo</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const EQUIVALENT_KINDS: Record<Equivalent['kind'], string> = { oem: 'OEM', aftermarket: 'Alternativo' };

/** Equivalent part numbers (OEM and other brands'): any of them finds this product in the search. */
export function ProductEquivalents({ equivalents }: { equivalents: Equivalent[] }) {
  const headingId = useId();
  if (equivalents.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-section__title">
        Números equivalentes
      </h2>
      <div className="compatibility" role="region" aria-label="Tabla de números equivalentes" tabIndex={0}>
        <table className="compatibility__table">
          <thead>
            <tr>
              <th scope="col">Código</th>
              <th scope="col">Tipo</th>
              <th scope="col">Marca</th>
            </tr>
          </thead>
          <tbody>
            {equivalents.map((equivalent) => (
              <tr key={`${equivalent.kind}-${equivalent.code}`}>
                <td className="equivalents__code">{equivalent.code}</td>
                <td>{EQUIVALENT_KINDS[equivalent.kind]}</td>
                <td>{equivalent.brand ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
