import { CheckCircleIcon, CloseIcon } from '@/components/ui/icons';
import type { Vehicle, VehicleFitment } from '@/types/vehicle';
import { vehicleLabel } from '@/utils/vehicle';

import './fitment-badge.css';

type FitmentBadgeProps = {
  fitment: VehicleFitment;
  vehicle: Vehicle;
  /** Product page: longer wording for universal and non-fitting parts. */
  detailed?: boolean;
};

export function fitmentText(fitment: VehicleFitment, vehicle: Vehicle, detailed = false): string {
  switch (fitment) {
    case 'fits':
      return `Compatible con tu ${vehicleLabel(vehicle)}`;
    case 'universal':
      return detailed ? 'Universal: compatible con todos los vehículos' : 'Universal';
    case 'no-fit':
      return detailed ? `No compatible con tu ${vehicleLabel(vehicle)}` : 'No compatible';
    default:
      return 'Sin datos de compatibilidad';
  }
}

/** Whether a part fits the shopper's vehicle: green when it fits (or is universal), red when not, neutral unknown. */
export function FitmentBadge({ fitment, vehicle, detailed = false }: FitmentBadgeProps) {
  const fits = fitment === 'fits' || fitment === 'universal';
  return (
    <p className={`fitment-badge fitment-badge--${fitment}${detailed ? ' fitment-badge--detailed' : ''}`}>
      {fits && <CheckCircleIcon size={detailed ? 18 : 14} />}
      {fitment === 'no-fit' && <CloseIcon size={detailed ? 18 : 14} />}
      <span>{fitmentText(fitment, vehicle, detailed)}</span>
    </p>
  );
}
