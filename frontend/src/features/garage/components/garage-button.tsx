import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';

import { useAppSelector } from '@/app/hooks';
import { CarIcon } from '@/components/ui/icons';
import { selectActiveVehicle } from '@/features/garage/garage-slice';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useNavigationDisclosure } from '@/hooks/use-navigation-disclosure';
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
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { isOpen, toggle, close } = useNavigationDisclosure();

  const closeAndFocus = useCallback(() => {
    close();
    triggerRef.current?.focus();
  }, [close]);
  useEscapeKey(isOpen, closeAndFocus);

  // A press outside the panel closes it (the phone sheet, rendered at the end of the page, has its backdrop).
  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: MouseEvent) => {
      const { target } = event;
      if (!(target instanceof Element) || rootRef.current?.contains(target)) return;
      if (!target.closest('[data-garage-panel], .garage-backdrop')) close();
    };
    document.addEventListener('mousedown', handlePointerDown);
    return () => document.removeEventListener('mousedown', handlePointerDown);
  }, [isOpen, close]);

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
