import type { Vehicle } from '@/types/vehicle';
import { vehicleLabel } from '@/utils/vehicle';

import './fitment-toggle.css';

type FitmentToggleProps = {
  vehicle: Vehicle;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** 'Solo repuestos compatibles con mi Toyota Yaris 2012': keeps the listing to parts that fit (or are universal). */
export function FitmentToggle({ vehicle, checked, onChange }: FitmentToggleProps) {
  return (
    <label className="fitment-toggle">
      <input
        type="checkbox"
        role="switch"
        className="fitment-toggle__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="fitment-toggle__track" aria-hidden="true" />
      <span className="fitment-toggle__label">Solo repuestos compatibles con mi {vehicleLabel(vehicle)}</span>
    </label>
  );
}

/** Empty state of a listing filtered to the vehicle, with the way back to every part. */
export function NoFittingParts({ vehicle, onShowAll }: { vehicle: Vehicle; onShowAll: () => void }) {
  return (
    <div className="empty-state fitment-empty">
      <p className="empty-state__text">No encontramos repuestos compatibles con tu {vehicleLabel(vehicle)} aquí.</p>
      <button type="button" className="button button--ghost" onClick={onShowAll}>
        Ver todos los repuestos
      </button>
    </div>
  );
}
