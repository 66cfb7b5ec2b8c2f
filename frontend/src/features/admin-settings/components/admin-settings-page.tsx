import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { controlProps, FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { RefreshIcon } from '@/components/ui/icons';
import {
  useGetAdminSettingsQuery,
  useSaveAdminSettingsMutation,
  type AdminShopSettings,
} from '@/features/admin-settings/api/admin-settings-api';
import { ADMIN_SETTINGS_MESSAGES as MESSAGES, SETTINGS_LABELS as LABELS } from '@/features/admin-settings/messages';
import {
  fieldOfReason,
  toForm,
  toValues,
  validateSettings,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
} from '@/features/admin-settings/validation';
import { getErrorDetails, getErrorStatus } from '@/lib/api-error';

import { SettingsFormFooter, type SettingsFeedback } from './settings-form-footer';
import { ShippingRatesPanel } from './shipping-rates-panel';

import '@/components/admin/admin-ui.css';
import '@/components/ui/form.css';
import './admin-settings.css';

type TextField = Exclude<SettingsField, 'storePickupEnabled'>;

const HINTS: Partial<Record<SettingsField, string>> = MESSAGES.hints;
const MULTILINE: ReadonlySet<SettingsField> = new Set(['openingHours', 'pickupInstructions']);
const INPUT_TYPES: Partial<Record<SettingsField, string>> = {
  phone: 'tel',
  whatsapp: 'tel',
  email: 'email',
  bankReceiptEmail: 'email',
};
const NUMERIC: ReadonlySet<SettingsField> = new Set(['freeShippingThreshold', 'bankTransferWindowHours']);

const SECTIONS: ReadonlyArray<{ title: string; fields: TextField[]; pickup?: boolean }> = [
  { title: MESSAGES.sections.identity, fields: ['storeName', 'legalName', 'rut'] },
  {
    title: MESSAGES.sections.contact,
    fields: ['phone', 'whatsapp', 'email', 'address', 'openingHours', 'pickupInstructions'],
  },
  {
    title: MESSAGES.sections.bankTransfer,
    fields: [
      'bankName',
      'bankAccountType',
      'bankAccountNumber',
      'bankAccountHolder',
      'bankAccountRut',
      'bankReceiptEmail',
    ],
  },
  { title: MESSAGES.sections.shipping, fields: ['freeShippingThreshold', 'bankTransferWindowHours'], pickup: true },
];

/**
 * /admin/settings: the shop's own data in four sections, checked with the server's rules before sending (a bad
 * save changes nothing there either) and the server's reasons shown under their fields. While the values are the
 * seeded demo ones, a notice asks to replace them.
 */
export function AdminSettingsPage() {
  const { data, isLoading, isError, refetch } = useGetAdminSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  // Kept here: a save remounts the form (below) and its confirmation must outlive it.
  const [feedback, setFeedback] = useState<SettingsFeedback | null>(null);

  return (
    <section className="admin-page admin-settings" aria-label={MESSAGES.title}>
      <AdminPageHeader title={MESSAGES.title} subtitle={MESSAGES.subtitle} />
      {isLoading && (
        <p className="admin-settings__loading" role="status">
          {MESSAGES.loading}
        </p>
      )}
      {isError && !data && (
        <div className="admin-settings__error">
          <FormMessage tone="error">{MESSAGES.loadError}</FormMessage>
          <button type="button" className="button button--ghost" onClick={() => void refetch()}>
            <RefreshIcon size={16} /> {MESSAGES.retry}
          </button>
        </div>
      )}
      {/* Keyed by the saved record: the form starts again from what the server stored. */}
      {data && <SettingsFormView key={data.updatedAt} settings={data} feedback={feedback} onFeedback={setFeedback} />}
      {data && <ShippingRatesPanel />}
    </section>
  );
}

type SettingsFormViewProps = {
  settings: AdminShopSettings;
  feedback: SettingsFeedback | null;
  onFeedback: (feedback: SettingsFeedback | null) => void;
};

function SettingsFormView({ settings, feedback, onFeedback: setFeedback }: SettingsFormViewProps) {
  const formId = useId();
  const [form, setForm] = useState<SettingsForm>(() => toForm(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [save, { isLoading: isSaving }] = useSaveAdminSettingsMutation();

  const set = <K extends SettingsField>(field: K, value: SettingsForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const found = validateSettings(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFeedback({ tone: 'error', text: MESSAGES.invalid });
      return;
    }
    const result = await save(toValues(form));
    if (!('error' in result)) {
      setFeedback({ tone: 'success', text: MESSAGES.saved });
      return;
    }
    const reasons = getErrorDetails(result.error);
    if (getErrorStatus(result.error) === 400 && reasons.length > 0) {
      const onFields: SettingsErrors = {};
      const elsewhere: string[] = [];
      for (const reason of reasons) {
        const field = fieldOfReason(reason);
        if (field && !onFields[field]) onFields[field] = reason;
        else elsewhere.push(reason);
      }
      setErrors(onFields);
      setFeedback({ tone: 'error', text: MESSAGES.invalid, details: elsewhere });
      return;
    }
    setFeedback({ tone: 'error', text: MESSAGES.saveError });
  };

  const field = (name: TextField): ReactNode => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    const hint = HINTS[name];
    const common = {
      ...controlProps(id, error, hint),
      name,
      className: 'form-field__control',
      value: form[name],
    };
    return (
      <FormField
        key={name}
        id={id}
        label={LABELS[name]}
        error={error}
        hint={hint}
        className={`admin-settings__field--${name}`}
      >
        {MULTILINE.has(name) ? (
          <textarea {...common} rows={3} onChange={(event) => set(name, event.target.value)} />
        ) : (
          <input
            {...common}
            type={INPUT_TYPES[name] ?? 'text'}
            inputMode={NUMERIC.has(name) ? 'numeric' : undefined}
            onChange={(event) => set(name, event.target.value)}
          />
        )}
      </FormField>
    );
  };

  return (
    <form className="admin-settings__form" noValidate onSubmit={(event) => void submit(event)}>
      {settings.demoValues && (
        <p className="admin-settings__demo" role="note">
          {MESSAGES.demoNotice}
        </p>
      )}
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="admin-panel admin-settings__section">
          <legend className="admin-panel__title">{section.title}</legend>
          <div className="admin-settings__grid">
            {section.fields.map(field)}
            {section.pickup && (
              <label className="admin-settings__check">
                <input
                  type="checkbox"
                  name="storePickupEnabled"
                  checked={form.storePickupEnabled}
                  onChange={(event) => set('storePickupEnabled', event.target.checked)}
                />
                {LABELS.storePickupEnabled}
              </label>
            )}
          </div>
        </fieldset>
      ))}
      <SettingsFormFooter feedback={feedback} busy={isSaving} labels={MESSAGES} />
    </form>
  );
}
