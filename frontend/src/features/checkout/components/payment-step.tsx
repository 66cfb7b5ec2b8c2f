import { CARD_PAYMENT_PROVIDER } from '@/config/constants';
import type { PaymentMethod } from '@/features/checkout/api/checkout-api';
import { CHECKOUT_MESSAGES, isBankTransfer, isCardProvider } from '@/features/checkout/utils/checkout-form';

type PaymentStepProps = {
  methods: readonly PaymentMethod[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Asks the server for its payment methods again (shown while only the simulated fallbacks are listed). */
  onRetry: () => void;
  retrying: boolean;
};

function describe(method: PaymentMethod): string {
  if (isCardProvider(method)) return `Paga con tarjeta de crédito, débito o prepago en ${CARD_PAYMENT_PROVIDER.name}.`;
  if (isBankTransfer(method)) return 'Te mostraremos los datos bancarios al confirmar el pedido.';
  return 'Pago simulado: no disponible hasta cargar los medios de pago.';
}

/**
 * Step 2 'Pago': the server's payment methods, the first one preselected. When they could not be loaded the
 * simulated fallbacks are listed but cannot be chosen, with a retry: an order needs a method the server knows.
 */
export function PaymentStep({ methods, loading, selectedId, onSelect, onRetry, retrying }: PaymentStepProps) {
  const simulated = methods.some((method) => method.simulated);
  return (
    <div className="checkout-step">
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">Método de pago</legend>
        {loading ? (
          <p className="checkout-section__note" role="status">
            Cargando métodos de pago...
          </p>
        ) : (
          <div className="choice-list">
            {simulated && (
              <div className="alert" role="alert">
                <span>{CHECKOUT_MESSAGES.paymentMethodsUnavailable}</span>
                <button type="button" className="button button--ghost" onClick={onRetry} disabled={retrying}>
                  {retrying ? 'Reintentando...' : 'Reintentar'}
                </button>
              </div>
            )}
            {methods.map((method) => (
              <label
                key={method.id}
                className={`choice-card${method.id === selectedId ? ' choice-card--selected' : ''}`}
              >
                <input
                  type="radio"
                  name="payment-method"
                  disabled={method.simulated}
                  checked={method.id === selectedId}
                  onChange={() => onSelect(method.id)}
                />
                <span className="choice-card__body">
                  <span className="choice-card__title">{method.name}</span>
                  <span className="choice-card__text">{describe(method)}</span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}
