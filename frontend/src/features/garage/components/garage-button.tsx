import { lazy, Suspense, useId } from 'react';

import { useAppSelector } from '@/app/hooks';
import { CarIcon } from '@/components/ui/icons';
import { selectActiveVehicle } from '@/features/garage/garage-slice';
import { usePopover } from '@/hooks/use-popover';
import { vehicleLabel } from '@/utils/vehicle';

import './garage-button.css';

// The panel (vehicle lists, selector, garage calls) downloads on first open: the header only ships this button.
const GaragePanel = lazy(async () => ({
  default: (await import('@/features/garage/components/garage-panel')).GaragePanel,
}));

/** Header entry of 'Mi garaje': shows the active vehicle and opens the garage panel (a sheet on phones). */
export function GarageButton() {
  const active = useAppSelector(selectActiveVehicle);
  const panelId = useId();
  // The phone sheet, rendered at the end of the page, counts as inside; its backdrop closes it.
  const { isOpen, toggle, closeAndFocus, rootRef, triggerRef } = usePopover({
    insideSelector: '[data-garage-panel], .garage-backdrop',
  });

  const label = active ? vehicleLabel(active) : null;

  return (
    <div className="garage-menu" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={`garage-button${active ? ' garage-button--active' : ''}`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-haspopup="dialog"
        aria-label={label ? `Mi garaje: ${label}` : 'Mi garaje: elige tu vehículo'}
        onClick={toggle}
      >
        <CarIcon size={22} />
        <span className="garage-button__text" aria-hidden="true">
          <span className="garage-button__title">Mi garaje</span>
          <span className="garage-button__vehicle">{label ?? 'Elige tu vehículo'}</span>
        </span>
      </button>
      {isOpen && (
        <Suspense
          fallback={
            <div id={panelId} className="garage-panel garage-panel--loading" role="status">
              Cargando Mi garaje...
            </div>
          }
        >
          <GaragePanel id={panelId} onClose={closeAndFocus} />
        </Suspense>
      )}
    </div>
  );
}
