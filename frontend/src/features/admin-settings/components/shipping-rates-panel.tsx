import { useState, type FormEvent } from 'react';

import {
  useGetShippingRatesQuery,
  useSaveShippingRatesMutation,
  type ParcelSize,
  type ShippingRateChange,
  type ShippingRatesTable,
} from '@/features/admin-settings/api/admin-settings-api';
import { SHIPPING_RATES_MESSAGES as MESSAGES } from '@/features/admin-settings/messages';
import { getErrorSummary } from '@/lib/api-error';

import { SettingsFormFooter, type SettingsFeedback } from './settings-form-footer';

/** The server's highest rate (backend MAX_SHIPPING_RATE_CLP). */
const MAX_RATE_CLP = 10_000_000;

const cellKey = (regionCode: string, size: ParcelSize) => `${regionCode}:${size}`;

/** The shipping rate table: one CLP input per region and parcel size; only changed rates are sent, all or none. */
export function ShippingRatesPanel() {
  const { data } = useGetShippingRatesQuery(undefined, { refetchOnMountOrArgChange: true });
  // Kept here: a save replaces the table and remounts the form, and its confirmation must outlive it.
  const [feedback, setFeedback] = useState<SettingsFeedback | null>(null);
  if (!data) return null;
  return <RatesForm key={JSON.stringify(data)} table={data} feedback={feedback} onFeedback={setFeedback} />;
}

type RatesFormProps = {
  table: ShippingRatesTable;
  feedback: SettingsFeedback | null;
  onFeedback: (feedback: SettingsFeedback | null) => void;
};

function RatesForm({ table, feedback, onFeedback: setFeedback }: RatesFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      table.regions.flatMap((region) =>
        table.sizes.map((size) => [cellKey(region.code, size), String(region.rates[size] ?? '')]),
      ),
    ),
  );
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [save, { isLoading }] = useSaveShippingRatesMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const changes: ShippingRateChange[] = [];
    const wrong = new Set<string>();
    for (const region of table.regions) {
      for (const size of table.sizes) {
        const key = cellKey(region.code, size);
        const text = values[key]?.trim() ?? '';
        if (!/^\d+$/.test(text) || Number(text) > MAX_RATE_CLP) {
          if (region.rates[size] !== undefined) wrong.add(key);
          continue;
        }
        if (Number(text) !== region.rates[size])
          changes.push({ regionCode: region.code, parcelSize: size, cost: Number(text) });
      }
    }
    setInvalid(wrong);
    if (wrong.size > 0) {
      setFeedback({ tone: 'error', text: MESSAGES.invalid });
      return;
    }
    if (changes.length === 0) {
      setFeedback({ tone: 'success', text: MESSAGES.unchanged });
      return;
    }
    const result = await save(changes);
    if ('error' in result) setFeedback({ tone: 'error', text: getErrorSummary(result.error) ?? MESSAGES.saveError });
    else setFeedback({ tone: 'success', text: MESSAGES.saved });
  };

  return (
    <form className="admin-panel admin-settings__rates" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="admin-panel__title">{MESSAGES.title}</h2>
      <p className="form-field__hint">{MESSAGES.hint}</p>
      <div className="admin-settings__rates-scroll">
        <table className="admin-settings__rates-table">
          <caption className="visually-hidden">{MESSAGES.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{MESSAGES.region}</th>
              {table.sizes.map((size) => (
                <th key={size} scope="col">
                  {size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.regions.map((region) => (
              <tr key={region.code}>
                <th scope="row">{region.name}</th>
                {table.sizes.map((size) => {
                  const key = cellKey(region.code, size);
                  if (region.rates[size] === undefined) return <td key={size}>—</td>;
                  return (
                    <td key={size}>
                      <input
                        className="form-field__control"
                        inputMode="numeric"
                        aria-label={MESSAGES.cellLabel(region.name, size)}
                        aria-invalid={invalid.has(key) ? true : undefined}
                        value={values[key]}
                        onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SettingsFormFooter feedback={feedback} busy={isLoading} labels={MESSAGES} />
    </form>
  );
}
