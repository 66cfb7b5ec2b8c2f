import { useId, useRef, useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react';

import { CheckCircleIcon } from '@/components/ui/icons';
import { ORDER_STATUSES, ORDER_TEXT_LIMITS, type OrderStatus } from '@/config/constants';
import {
  useUpdateAdminOrderStatusMutation,
  type AdminOrder,
  type AdminOrderStatusChange,
} from '@/features/admin-orders/api/admin-orders-api';
import { getErrorDetails, getErrorMessage } from '@/lib/api-error';

import { orderStatusLabel } from './admin-order-status-badge';

export const ORDER_STATUS_MESSAGES = {
  statusSaved: 'Estado actualizado',
  statusFailed: 'Error al actualizar el estado',
  saving: 'Guardando…',
  courierTooLong: `La empresa de transporte puede tener hasta ${ORDER_TEXT_LIMITS.courier} caracteres.`,
  trackingTooLong: `El número de seguimiento puede tener hasta ${ORDER_TEXT_LIMITS.trackingNumber} caracteres.`,
  reasonTooLong: `El motivo de la cancelación puede tener hasta ${ORDER_TEXT_LIMITS.cancellationReason} caracteres.`,
  shipmentHint: 'Opcional. El cliente los verá en su pedido y en el correo del cambio de estado.',
  reasonHint: `Opcional, hasta ${ORDER_TEXT_LIMITS.cancellationReason} caracteres. El cliente lo verá en su pedido y en el correo.`,
  cancelWarning: 'Al cancelar, los productos del pedido vuelven al stock.',
} as const;

/** The statuses that carry details: the admin fills them in and then saves, instead of saving on change. */
type DetailedStatus = Extract<OrderStatus, 'ENVIADO' | 'CANCELADO'>;
type DetailField = 'courier' | 'trackingNumber' | 'cancellationReason';
type Draft = { status: DetailedStatus } & Record<DetailField, string>;
type StatusFeedback = { kind: 'saved' } | { kind: 'failed'; detail: string | null } | null;

const isDetailed = (status: string): status is DetailedStatus => status === 'ENVIADO' || status === 'CANCELADO';

const TOO_LONG: Record<DetailField, string> = {
  courier: ORDER_STATUS_MESSAGES.courierTooLong,
  trackingNumber: ORDER_STATUS_MESSAGES.trackingTooLong,
  cancellationReason: ORDER_STATUS_MESSAGES.reasonTooLong,
};

/** The draft's fields that go with its status, trimmed, each with the message when it is too long. */
function checkDraft(draft: Draft): {
  values: Partial<Record<DetailField, string>>;
  errors: Partial<Record<DetailField, string>>;
} {
  const fields: DetailField[] = draft.status === 'ENVIADO' ? ['courier', 'trackingNumber'] : ['cancellationReason'];
  const values: Partial<Record<DetailField, string>> = {};
  const errors: Partial<Record<DetailField, string>> = {};
  for (const field of fields) {
    const value = draft[field].trim();
    if (value.length > ORDER_TEXT_LIMITS[field]) errors[field] = TOO_LONG[field];
    else if (value) values[field] = value;
  }
  return { values, errors };
}

type AdminOrderStatusFormProps = {
  order: AdminOrder;
  onStatusSaved: (order: AdminOrder) => void;
};

/**
 * The order's status selector. Most statuses are saved as soon as they are chosen; 'Enviado' first asks for the
 * (optional) carrier and tracking number and 'Cancelado' for the (optional) reason, saved with the status by
 * 'Guardar estado', so the customer's e-mail about the change carries them.
 */
export function AdminOrderStatusForm({ order, onStatusSaved }: AdminOrderStatusFormProps) {
  const statusId = useId();
  const courierId = useId();
  const trackingId = useId();
  const reasonId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const courierRef = useRef<HTMLInputElement>(null);
  const trackingRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [updateStatus, { isLoading: isSaving }] = useUpdateAdminOrderStatusMutation();
  const [pendingStatus, setPendingStatus] = useState<OrderStatus | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<DetailField, string>>>({});
  const [feedback, setFeedback] = useState<StatusFeedback>(null);

  const isKnownStatus = ORDER_STATUSES.some((candidate) => candidate.value === order.status);

  const save = async (change: AdminOrderStatusChange) => {
    setPendingStatus(change.status);
    setFeedback(null);
    try {
      const saved = await updateStatus(change).unwrap();
      onStatusSaved(saved ?? { ...order, status: change.status });
      setDraft(null);
      setFeedback({ kind: 'saved' });
    } catch (error) {
      const failure = error as Parameters<typeof getErrorMessage>[0];
      const message = getErrorMessage(failure);
      const details = getErrorDetails(failure);
      const detail = [message === ORDER_STATUS_MESSAGES.statusFailed ? null : message, ...details]
        .filter(Boolean)
        .join('. ');
      setFeedback({ kind: 'failed', detail: detail || null });
    } finally {
      setPendingStatus(null);
    }
  };

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const status = event.target.value as OrderStatus;
    setFeedback(null);
    setErrors({});
    if (isDetailed(status)) {
      setDraft({
        status,
        courier: order.courier ?? '',
        trackingNumber: order.trackingNumber ?? '',
        cancellationReason: order.cancellationReason ?? '',
      });
      return;
    }
    setDraft(null);
    // Back to the saved status from a draft: nothing to save.
    if (status !== order.status) void save({ id: order.id, status });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || isSaving) return;
    const { values, errors: found } = checkDraft(draft);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as DetailField[])[0];
    if (firstInvalid) {
      const fields = { courier: courierRef, trackingNumber: trackingRef, cancellationReason: reasonRef };
      fields[firstInvalid].current?.focus();
      return;
    }
    void save({ id: order.id, status: draft.status, ...values });
  };

  const discard = () => {
    setDraft(null);
    setErrors({});
    setFeedback(null);
    selectRef.current?.focus();
  };

  const edit = (field: DetailField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const describedBy = (id: string, field: DetailField, hintId?: string) =>
    [errors[field] ? `${id}-error` : null, hintId].filter(Boolean).join(' ') || undefined;

  const shipmentInputs = [
    {
      field: 'courier',
      id: courierId,
      ref: courierRef,
      label: 'Empresa de transporte',
      placeholder: 'Ej: Starken, Chilexpress',
    },
    { field: 'trackingNumber', id: trackingId, ref: trackingRef, label: 'Número de seguimiento', spellCheck: false },
  ] as const;

  return (
    <div className="admin-order-status-form">
      <div className="form-field admin-order-modal__status">
        <label className="form-field__label" htmlFor={statusId}>
          Cambiar estado
        </label>
        <select
          ref={selectRef}
          id={statusId}
          className="form-field__control"
          value={pendingStatus ?? draft?.status ?? order.status}
          onChange={choose}
          disabled={isSaving}
          aria-describedby={feedback || isSaving ? `${statusId}-feedback` : undefined}
        >
          {!isKnownStatus && (
            <option value={order.status} disabled>
              {orderStatusLabel(order.status)}
            </option>
          )}
          {ORDER_STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
        {!draft && <StatusFeedbackMessage id={`${statusId}-feedback`} feedback={feedback} saving={isSaving} />}
      </div>

      {draft && (
        <form
          className="admin-order-status-form__details"
          aria-label={draft.status === 'ENVIADO' ? 'Datos del envío' : 'Cancelación del pedido'}
          onSubmit={submit}
          noValidate
        >
          {draft.status === 'ENVIADO' ? (
            <>
              <p id={`${courierId}-hint`} className="form-field__hint admin-order-status-form__hint">
                {ORDER_STATUS_MESSAGES.shipmentHint}
              </p>
              <div className="admin-order-status-form__row">
                {shipmentInputs.map(({ field, id, ref, label, ...extra }) => (
                  <ShipmentInput
                    key={field}
                    {...extra}
                    ref={ref}
                    id={id}
                    label={label}
                    value={draft[field]}
                    onChange={edit(field)}
                    error={errors[field]}
                    aria-describedby={describedBy(id, field, `${courierId}-hint`)}
                    disabled={isSaving}
                  />
                ))}
              </div>
            </>
          ) : (
            <>
              <p className="admin-order-status-form__warning">{ORDER_STATUS_MESSAGES.cancelWarning}</p>
              <div className="form-field">
                <label className="form-field__label" htmlFor={reasonId}>
                  Motivo de la cancelación
                </label>
                <textarea
                  ref={reasonRef}
                  id={reasonId}
                  className="form-field__control"
                  rows={3}
                  value={draft.cancellationReason}
                  onChange={edit('cancellationReason')}
                  aria-invalid={errors.cancellationReason ? true : undefined}
                  aria-describedby={describedBy(reasonId, 'cancellationReason', `${reasonId}-hint`)}
                  disabled={isSaving}
                />
                <p id={`${reasonId}-hint`} className="form-field__hint">
                  {ORDER_STATUS_MESSAGES.reasonHint}
                </p>
                {errors.cancellationReason && (
                  <p id={`${reasonId}-error`} className="form-field__error">
                    {errors.cancellationReason}
                  </p>
                )}
              </div>
            </>
          )}
          <div className="admin-order-status-form__actions">
            <button type="submit" className="button button--primary" disabled={isSaving} aria-busy={isSaving}>
              Guardar estado
            </button>
            <button type="button" className="button button--ghost" onClick={discard} disabled={isSaving}>
              Descartar
            </button>
          </div>
          <StatusFeedbackMessage id={`${statusId}-feedback`} feedback={feedback} saving={isSaving} />
        </form>
      )}
    </div>
  );
}

type ShipmentInputProps = Omit<ComponentProps<'input'>, 'className' | 'autoComplete'> & {
  id: string;
  label: string;
  error?: string;
};

/** One of the shipment's text fields: its label, the input (described by the shared hint) and its error. */
function ShipmentInput({ id, label, error, ...inputProps }: ShipmentInputProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        className="form-field__control"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function StatusFeedbackMessage({ id, feedback, saving }: { id: string; feedback: StatusFeedback; saving: boolean }) {
  if (saving) {
    return (
      <p id={id} className="form-field__hint" role="status">
        {ORDER_STATUS_MESSAGES.saving}
      </p>
    );
  }
  if (feedback?.kind === 'saved') {
    return (
      <p id={id} className="admin-order-modal__saved" role="status">
        <CheckCircleIcon size={16} />
        {ORDER_STATUS_MESSAGES.statusSaved}
      </p>
    );
  }
  if (feedback?.kind === 'failed') {
    return (
      <p id={id} className="form-field__error" role="alert">
        {ORDER_STATUS_MESSAGES.statusFailed}
        {feedback.detail ? `. ${feedback.detail}` : ''}
      </p>
    );
  }
  return null;
}
