import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { VehicleSelector } from '@/features/garage/components/vehicle-selector';
import { useGarage } from '@/features/garage/hooks/use-garage';
import type { Vehicle } from '@/types/vehicle';

/** The home block's selector: the chosen vehicle goes to 'Mi garaje' and the catalogue opens filtered to it. */
export function VehicleFinderForm() {
  const navigate = useNavigate();
  const garage = useGarage();

  const choose = async (vehicle: Vehicle) => {
    const error = await garage.choose(vehicle);
    if (!error) await navigate(paths.catalogue.getHref({ onlyFitting: true }));
    return error;
  };

  return <VehicleSelector onSelect={choose} submitLabel="Buscar repuestos" layout="inline" />;
}
