import { useId } from 'react';

import { CHILE_REGIONS } from '@/data/chile-regions';
import { comunasOf } from '@/lib/chile-regions';

import { controlProps, FormField } from './form-field';

type RegionComunaFieldsProps = {
  /** Region code ('RM'), or '' before one is chosen. */
  region: string;
  comuna: string;
  /** The caller clears the comuna: the one chosen before belongs to the old region. */
  onRegionChange: (region: string) => void;
  onComunaChange: (comuna: string) => void;
  errors?: { region?: string; comuna?: string };
  /** Marks both labels and makes both selects required. */
  required?: boolean;
  onRegionBlur?: () => void;
  onComunaBlur?: () => void;
  /** Offers a comuna outside the official list (an address saved earlier) instead of losing it. */
  keepUnlistedComuna?: boolean;
};

/**
 * The 'Región' and 'Comuna' selects of an address (two grid cells): choosing a region lists its comunas; until then
 * the comuna select is disabled and says to choose a region first.
 */
export function RegionComunaFields({
  region,
  comuna,
  onRegionChange,
  onComunaChange,
  errors = {},
  required = false,
  onRegionBlur,
  onComunaBlur,
  keepUnlistedComuna = false,
}: RegionComunaFieldsProps) {
  const regionId = useId();
  const comunaId = useId();
  const listed = comunasOf(region);
  const comunas = keepUnlistedComuna && comuna && !listed.includes(comuna) ? [comuna, ...listed] : listed;

  return (
    <>
      <FormField id={regionId} label="Región" error={errors.region} required={required}>
        <select
          {...controlProps(regionId, errors.region)}
          className="form-field__control"
          required={required}
          value={region}
          onChange={(event) => onRegionChange(event.target.value)}
          onBlur={onRegionBlur}
        >
          <option value="">Selecciona una región</option>
          {CHILE_REGIONS.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={comunaId} label="Comuna" error={errors.comuna} required={required}>
        <select
          {...controlProps(comunaId, errors.comuna)}
          className="form-field__control"
          required={required}
          disabled={comunas.length === 0}
          value={comuna}
          onChange={(event) => onComunaChange(event.target.value)}
          onBlur={onComunaBlur}
        >
          <option value="">{comunas.length > 0 ? 'Selecciona una comuna' : 'Primero elige una región'}</option>
          {comunas.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
