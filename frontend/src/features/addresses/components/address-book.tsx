import { useId, useState } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { MapPinIcon } from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import {
  ADDRESS_MESSAGES,
  useCreateAddressMutation,
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useSetDefaultAddressMutation,
  useUpdateAddressMutation,
} from '@/features/addresses/api/addresses-api';
import { getErrorDetails, getErrorMessage } from '@/lib/api-error';
import { chileRegionName } from '@/lib/chile-regions';
import type { Address, AddressInput } from '@/types/address';

import { AddressForm } from './address-form';

import './address-book.css';

type Editor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; address: Address };
type Feedback = { tone: 'success' | 'error'; text: string; details?: string[] } | null;

type QueryError = Parameters<typeof getErrorMessage>[0];

/** The spec's message for the failed action, with the server's explanation underneath when it gave one. */
function failure(fallback: string, error: QueryError): Feedback {
  const details = getErrorDetails(error);
  const message = getErrorMessage(error);
  return {
    tone: 'error',
    text: fallback,
    details: details.length > 0 ? details : message && message !== fallback ? [message] : [],
  };
}

/** Saved addresses of the signed-in customer: list, create, edit, delete and choose the default one. */
export function AddressBook() {
  const { data: addresses = [], isLoading, isError, refetch } = useGetAddressesQuery();
  const [createAddress, createState] = useCreateAddressMutation();
  const [updateAddress, updateState] = useUpdateAddressMutation();
  const [deleteAddress, deleteState] = useDeleteAddressMutation();
  const [setDefaultAddress, setDefaultState] = useSetDefaultAddressMutation();
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [confirmingDelete, setConfirmingDelete] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const isBusy = deleteState.isLoading || setDefaultState.isLoading;

  const openEditor = (next: Editor) => {
    setEditor(next);
    setConfirmingDelete(null);
    setFeedback(null);
  };

  const save = async (input: AddressInput) => {
    setFeedback(null);
    const result =
      editor.mode === 'edit' ? await updateAddress({ id: editor.address.id, input }) : await createAddress(input);
    if ('error' in result && result.error) {
      setFeedback(
        failure(editor.mode === 'edit' ? ADDRESS_MESSAGES.updateFailed : ADDRESS_MESSAGES.createFailed, result.error),
      );
      return;
    }
    setEditor({ mode: 'closed' });
    setFeedback({ tone: 'success', text: result.data.message });
  };

  const remove = async (id: number) => {
    setFeedback(null);
    const result = await deleteAddress(id);
    setConfirmingDelete(null);
    if ('error' in result && result.error) setFeedback(failure(ADDRESS_MESSAGES.deleteFailed, result.error));
    else {
      if (editor.mode === 'edit' && editor.address.id === id) setEditor({ mode: 'closed' });
      setFeedback({ tone: 'success', text: result.data.message });
    }
  };

  const makeDefault = async (id: number) => {
    setFeedback(null);
    const result = await setDefaultAddress(id);
    if ('error' in result && result.error) setFeedback(failure(ADDRESS_MESSAGES.setDefaultFailed, result.error));
    else setFeedback({ tone: 'success', text: result.data.message });
  };

  if (isLoading) {
    return (
      <p className="address-book__status" role="status">
        Cargando direcciones…
      </p>
    );
  }

  if (isError) {
    return <RetryAlert onRetry={refetch}>{ADDRESS_MESSAGES.loadFailed}</RetryAlert>;
  }

  return (
    <div className="address-book">
      <div className="address-book__toolbar">
        <p className="address-book__count">
          {addresses.length === 1 ? '1 dirección guardada' : `${addresses.length} direcciones guardadas`}
        </p>
        {editor.mode === 'closed' && (
          <button type="button" className="button button--secondary" onClick={() => openEditor({ mode: 'create' })}>
            Agregar dirección
          </button>
        )}
      </div>

      {feedback && (
        <FormMessage tone={feedback.tone} details={feedback.details}>
          {feedback.text}
        </FormMessage>
      )}

      {editor.mode !== 'closed' && (
        <div className="address-book__editor">
          <AddressForm
            key={editor.mode === 'edit' ? editor.address.id : 'new'}
            address={editor.mode === 'edit' ? editor.address : undefined}
            isSubmitting={createState.isLoading || updateState.isLoading}
            onSubmit={(input) => void save(input)}
            onCancel={() => openEditor({ mode: 'closed' })}
          />
        </div>
      )}

      {addresses.length === 0 ? (
        editor.mode === 'closed' && (
          <div className="empty-state address-book__empty">
            <MapPinIcon size={32} />
            <p>Aún no tienes direcciones guardadas.</p>
            <p>Guarda una para completar tus compras más rápido.</p>
          </div>
        )
      ) : (
        <ul className="address-book__list">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                isConfirmingDelete={confirmingDelete === address.id}
                isBusy={isBusy}
                onEdit={() => openEditor({ mode: 'edit', address })}
                onAskDelete={() => {
                  setConfirmingDelete(address.id);
                  setFeedback(null);
                }}
                onCancelDelete={() => setConfirmingDelete(null)}
                onConfirmDelete={() => void remove(address.id)}
                onMakeDefault={() => void makeDefault(address.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type AddressCardProps = {
  address: Address;
  isConfirmingDelete: boolean;
  isBusy: boolean;
  onEdit: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
  onMakeDefault: () => void;
};

function AddressCard({
  address,
  isConfirmingDelete,
  isBusy,
  onEdit,
  onAskDelete,
  onCancelDelete,
  onConfirmDelete,
  onMakeDefault,
}: AddressCardProps) {
  const titleId = useId();
  const streetLine = [`${address.street} ${address.number}`, address.apartment ? `Depto ${address.apartment}` : null]
    .filter(Boolean)
    .join(', ');

  return (
    <article className={`address-card${address.isDefault ? ' address-card--default' : ''}`} aria-labelledby={titleId}>
      <div className="address-card__header">
        <h3 id={titleId} className="address-card__title">
          {address.alias}
        </h3>
        {address.isDefault && <span className="address-card__badge">Predeterminada</span>}
      </div>
      <p className="address-card__line address-card__name">{address.name}</p>
      <p className="address-card__line">{streetLine}</p>
      <p className="address-card__line">
        {address.comuna}, {chileRegionName(address.region)}
      </p>
      <p className="address-card__line address-card__muted">Código postal {address.postalCode}</p>

      {isConfirmingDelete ? (
        <div className="address-card__confirm" role="group" aria-label="Confirmar eliminación">
          <p className="address-card__confirm-text">¿Eliminar esta dirección?</p>
          <div className="address-card__actions">
            <button type="button" className="button address-card__danger" onClick={onConfirmDelete} disabled={isBusy}>
              Sí, eliminar
            </button>
            <button type="button" className="button button--ghost" onClick={onCancelDelete}>
              Cancelar
            </button>
          </div>
        </div>
      ) : (
        <div className="address-card__actions">
          <button type="button" className="address-card__action" onClick={onEdit}>
            Editar
          </button>
          <button type="button" className="address-card__action address-card__action--danger" onClick={onAskDelete}>
            Eliminar
          </button>
          {!address.isDefault && (
            <button type="button" className="address-card__action" onClick={onMakeDefault} disabled={isBusy}>
              Usar como predeterminada
            </button>
          )}
        </div>
      )}
    </article>
  );
}
