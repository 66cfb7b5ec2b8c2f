import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';

import { TrashIcon } from '@/components/ui/action-icons';
import { CloseButton } from '@/components/ui/close-button';
import { GARAGE_FULL_MESSAGE, MOBILE_BREAKPOINT_PX } from '@/config/constants';
import { paths } from '@/config/paths';
import { VehicleSelector } from '@/features/garage/components/vehicle-selector';
import { useGarage } from '@/features/garage/hooks/use-garage';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import type { Vehicle } from '@/types/vehicle';
import { isSameVehicle, vehicleKey, vehicleLabel } from '@/utils/vehicle';

import './garage-button.css';

type GaragePanelProps = {
  id: string;
  /** Closes the panel and gives the focus back to the header button. */
  onClose: () => void;
};

function isPhone(): boolean {
  return window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`).matches;
}

/**
 * 'Mi garaje': the active vehicle (and a way to stop using it), up to three saved vehicles to switch between or
 * remove, and the marca → modelo → año selector to add one. A popover on wide screens, a full-width sheet on phones.
 */
export function GaragePanel({ id, onClose }: GaragePanelProps) {
  const garage = useGarage();
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSheet] = useState(isPhone);
  useBodyScrollLock(isSheet);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const choose = async (vehicle: Vehicle) => {
    const error = await garage.choose(vehicle);
    if (!error) onClose();
    return error;
  };

  const activate = (vehicle: Vehicle) => {
    garage.activate(vehicle);
    onClose();
  };

  const panel = (
    <>
      <div className="garage-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        className="garage-panel"
        data-garage-panel=""
        role="dialog"
        aria-modal={isSheet || undefined}
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className="garage-panel__header">
          <h2 id={headingId} className="garage-panel__title">
            Mi garaje
          </h2>
          <CloseButton className="garage-panel__close" label="Cerrar" iconSize={20} onClick={onClose} />
        </div>

        {garage.active ? (
          <div className="garage-panel__active">
            <p className="garage-panel__active-label">Viendo repuestos para</p>
            <p className="garage-panel__active-vehicle">{vehicleLabel(garage.active)}</p>
            <div className="garage-panel__active-actions">
              <Link to={paths.catalogue.getHref({ onlyFitting: true })} className="button button--secondary">
                Ver repuestos compatibles
              </Link>
              <button type="button" className="button button--ghost" onClick={garage.clearActive}>
                Quitar vehículo activo
              </button>
            </div>
          </div>
        ) : (
          <p className="garage-panel__intro">Elige tu auto y te mostraremos qué repuestos le sirven.</p>
        )}

        {garage.isLoading && <p role="status">Cargando tus vehículos...</p>}
        {garage.loadError && <p className="garage-panel__error">{garage.loadError}</p>}
        {garage.vehicles.length > 0 && (
          <section className="garage-panel__section" aria-labelledby={`${headingId}-saved`}>
            <h3 id={`${headingId}-saved`} className="garage-panel__subtitle">
              Vehículos guardados
            </h3>
            <ul className="garage-panel__list">
              {garage.vehicles.map((vehicle) => {
                const label = vehicleLabel(vehicle);
                const isActive = garage.active !== null && isSameVehicle(garage.active, vehicle);
                return (
                  <li key={vehicleKey(vehicle)} className="garage-panel__item">
                    <button
                      type="button"
                      className="garage-panel__vehicle"
                      aria-pressed={isActive}
                      onClick={() => activate(vehicle)}
                    >
                      <span className="garage-panel__radio" aria-hidden="true" />
                      {label}
                    </button>
                    <button
                      type="button"
                      className="icon-button garage-panel__remove"
                      aria-label={`Quitar ${label} de Mi garaje`}
                      onClick={async () => setNotice(await garage.remove(vehicle))}
                    >
                      <TrashIcon size={18} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {notice && (
          <p className="garage-panel__error" role="alert">
            {notice}
          </p>
        )}

        <section className="garage-panel__section" aria-labelledby={`${headingId}-add`}>
          <h3 id={`${headingId}-add`} className="garage-panel__subtitle">
            Agregar vehículo
          </h3>
          {garage.isFull ? (
            <p className="garage-panel__intro">{GARAGE_FULL_MESSAGE}. Quita uno para agregar otro.</p>
          ) : (
            <VehicleSelector onSelect={choose} submitLabel="Guardar y usar" />
          )}
        </section>

        {!garage.isAccount && (
          <p className="garage-panel__hint">
            <Link to={paths.login.getHref()}>Inicia sesión</Link> para guardar tus vehículos en tu cuenta.
          </p>
        )}
      </div>
    </>
  );
  // The phone sheet leaves the sticky header's stacking context so it covers the floating buttons too.
  return isSheet ? createPortal(panel, document.body) : panel;
}
