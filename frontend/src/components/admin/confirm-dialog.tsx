import { useRef } from 'react';

import { FormMessage } from '@/components/ui/form-message';

import { Modal } from './modal';

type ConfirmDialogProps = {
  title: string;
  /** The question, e.g. '¿Estás seguro de que quieres eliminar …?'. */
  question: string;
  /** A second line, e.g. 'Esta acción no se puede deshacer.'. */
  warning?: string;
  confirmLabel?: string;
  busyLabel?: string;
  isBusy?: boolean;
  /** Why the last attempt failed, shown inside the dialog. */
  error?: { message: string; details?: string[] } | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a destructive action. Focus starts on 'Cancelar' so Enter alone never destroys anything. */
export function ConfirmDialog({
  title,
  question,
  warning,
  confirmLabel = 'Eliminar',
  busyLabel = 'Eliminando…',
  isBusy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      role="alertdialog"
      size="sm"
      onClose={onCancel}
      initialFocus={cancelButton}
      dismissible={!isBusy}
      footer={
        <>
          <button
            ref={cancelButton}
            type="button"
            className="button button--ghost"
            onClick={onCancel}
            disabled={isBusy}
          >
            Cancelar
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={isBusy}>
            {isBusy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <p className="admin-modal__question">{question}</p>
      {warning && <p className="admin-modal__warning">{warning}</p>}
      {error && (
        <FormMessage tone="error" details={error.details}>
          {error.message}
        </FormMessage>
      )}
    </Modal>
  );
}
