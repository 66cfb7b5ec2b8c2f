import { useId } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Compatibility } from '@/types/catalog';

import './product-detail.css';

/** Vehicle compatibility table: Marca, Modelo, Años; a row with a product id opens that product. */
export function ProductCompatibility({ rows }: { rows: Compatibility[] }) {
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
              {rows.map((row, index) => (
                <tr key={`${row.brand}-${row.model}-${row.years}-${index}`}>
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
                  <td>{row.years}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
