import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { ArrowRightIcon, CarIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { selectActiveVehicle } from '@/features/garage/garage-slice';
import { vehicleLabel } from '@/utils/vehicle';

import './vehicle-finder.css';
import './vehicle-selector.css';

// The selector and its garage calls load after the home page shows; the placeholder has the same shape.
const VehicleFinderForm = lazy(async () => ({
  default: (await import('@/features/garage/components/vehicle-finder-form')).VehicleFinderForm,
}));

const PLACEHOLDER_FIELDS = ['Marca', 'Modelo', 'Año'];

function VehicleSelectorPlaceholder() {
  return (
    <div className="vehicle-selector vehicle-selector--inline" aria-busy="true">
      {PLACEHOLDER_FIELDS.map((label) => (
        <div key={label} className="vehicle-selector__field">
          <span className="vehicle-selector__label">{label}</span>
          <span className="vehicle-selector__control vehicle-selector__control--placeholder" />
        </div>
      ))}
      <span className="button button--primary vehicle-selector__submit" aria-hidden="true">
        Buscar repuestos
      </span>
    </div>
  );
}

/**
 * Home page block 'Encuentra repuestos para tu auto': choosing marca, modelo and año saves the vehicle in 'Mi garaje'
 * and opens the catalogue with only the parts that fit it.
 */
export function VehicleFinder() {
  const active = useAppSelector(selectActiveVehicle);

  return (
    <section className="vehicle-finder" aria-labelledby="vehicle-finder-title">
      <div className="container">
        <div className="vehicle-finder__card">
          <div className="vehicle-finder__intro">
            <span className="vehicle-finder__icon" aria-hidden="true">
              <CarIcon size={28} />
            </span>
            <div>
              <h2 id="vehicle-finder-title" className="vehicle-finder__title">
                Encuentra repuestos para tu auto
              </h2>
              <p className="vehicle-finder__text">
                Elige marca, modelo y año: te mostramos los repuestos que le sirven y lo recordamos en Mi garaje.
              </p>
            </div>
          </div>
          {active && (
            <p className="vehicle-finder__active">
              <span>
                Tu vehículo: <strong>{vehicleLabel(active)}</strong>
              </span>
              <Link to={paths.catalogue.getHref({ onlyFitting: true })} className="vehicle-finder__link">
                Ver repuestos compatibles <ArrowRightIcon size={16} />
              </Link>
            </p>
          )}
          <Suspense fallback={<VehicleSelectorPlaceholder />}>
            <VehicleFinderForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
