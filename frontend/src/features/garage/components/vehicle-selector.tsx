import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState, type FormEvent } from 'react';

import {
  useGetVehicleBrandsQuery,
  useGetVehicleModelsQuery,
  useGetVehicleYearsQuery,
} from '@/features/garage/api/garage-api';
import type { Vehicle } from '@/types/vehicle';

import './vehicle-selector.css';

type VehicleSelectorProps = {
  /** Receives the chosen vehicle; resolves to an error message to show, or null when it was taken. */
  onSelect: (vehicle: Vehicle) => Promise<string | null>;
  submitLabel: string;
  /** `inline`: one row on wide screens (home page); `stacked`: one field under the other (header panel). */
  layout?: 'inline' | 'stacked';
};

function toId(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

type SelectorFieldProps = {
  id: string;
  label: string;
  /** The chosen option's id, or null for none (the placeholder). */
  value: number | null;
  onChange: (value: string) => void;
  disabled: boolean;
  /** The empty option: what to choose, or that the options are loading. */
  placeholder: string;
  options: readonly { id: number; name: string }[];
};

/** One step of the selector: its label and select. */
function SelectorField({ id, label, value, onChange, disabled, placeholder, options }: SelectorFieldProps) {
  return (
    <div className="vehicle-selector__field">
      <label htmlFor={id} className="vehicle-selector__label">
        {label}
      </label>
      <select
        id={id}
        className="vehicle-selector__control"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Marca → modelo → año. Models load once a brand is chosen and years once a model is; the lists only offer what
 * the catalogue has parts for. Changing a brand or model clears the choices after it.
 */
export function VehicleSelector({ onSelect, submitLabel, layout = 'stacked' }: VehicleSelectorProps) {
  const id = useId();
  const [brandId, setBrandId] = useState<number | null>(null);
  const [modelId, setModelId] = useState<number | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const brands = useGetVehicleBrandsQuery();
  const models = useGetVehicleModelsQuery(brandId ?? skipToken);
  const years = useGetVehicleYearsQuery(modelId ?? skipToken);
  // currentData: the options of the brand or model chosen now, never the previous one's while the next loads.
  const modelOptions = models.currentData ?? [];
  const yearOptions = years.currentData?.years ?? [];

  const brand = brands.data?.find((option) => option.id === brandId) ?? null;
  const model = modelOptions.find((option) => option.id === modelId) ?? null;
  const complete = brand !== null && model !== null && year !== null && yearOptions.includes(year);

  let loadError: string | null = null;
  if (brands.isError) loadError = 'No se pudieron cargar las marcas.';
  else if (models.isError && brandId !== null) loadError = 'No se pudieron cargar los modelos.';
  else if (years.isError && modelId !== null) loadError = 'No se pudieron cargar los años.';

  const chooseBrand = (value: string) => {
    setBrandId(toId(value));
    setModelId(null);
    setYear(null);
    setError(null);
  };

  const chooseModel = (value: string) => {
    setModelId(toId(value));
    setYear(null);
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || submitting) return;
    setSubmitting(true);
    setError(null);
    const message = await onSelect({
      brandId: brand.id,
      brand: years.currentData?.model.brand || brand.name,
      modelId: model.id,
      model: years.currentData?.model.name || model.name,
      year,
    });
    setSubmitting(false);
    setError(message);
  };

  const retry = () => {
    if (brands.isError) void brands.refetch();
    else if (models.isError) void models.refetch();
    else void years.refetch();
  };

  return (
    <form className={`vehicle-selector vehicle-selector--${layout}`} onSubmit={submit} aria-label="Elegir vehículo">
      <SelectorField
        id={`${id}-brand`}
        label="Marca"
        value={brandId}
        onChange={chooseBrand}
        disabled={!brands.data}
        placeholder={brands.isLoading ? 'Cargando marcas...' : 'Selecciona la marca'}
        options={brands.data ?? []}
      />

      <SelectorField
        id={`${id}-model`}
        label="Modelo"
        value={modelId}
        onChange={chooseModel}
        disabled={brandId === null || !models.currentData}
        placeholder={brandId !== null && models.isFetching ? 'Cargando modelos...' : 'Selecciona el modelo'}
        options={modelOptions}
      />

      <SelectorField
        id={`${id}-year`}
        label="Año"
        value={year}
        onChange={(value) => {
          setYear(toId(value));
          setError(null);
        }}
        disabled={modelId === null || !years.currentData}
        placeholder={modelId !== null && years.isFetching ? 'Cargando años...' : 'Selecciona el año'}
        options={yearOptions.map((option) => ({ id: option, name: String(option) }))}
      />

      <button type="submit" className="button button--primary vehicle-selector__submit" disabled={!complete}>
        {submitting ? 'Guardando...' : submitLabel}
      </button>

      {(error || loadError) && (
        <div className="vehicle-selector__error" role="alert">
          <span>{error ?? loadError}</span>
          {!error && loadError && (
            <button type="button" className="button button--ghost" onClick={retry}>
              Reintentar
            </button>
          )}
        </div>
      )}
    </form>
  );
}
