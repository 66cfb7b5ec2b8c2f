import { CARD_PAYMENT_PROVIDER } from '@/config/constants';
import type { PaymentMethod } from '@/features/checkout/api/checkout-api';
import { isBankTransfer, isCardProvider } from '@/features/checkout/utils/checkout-form';

type PaymentStepProps = {
  methods: readonly PaymentMethod[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
};

function describe(method: PaymentMethod): string {
  if (isCardProvider(method)) return `Paga con tarjeta de crédito, débito o prepago en ${CARD_PAYMENT_PROVIDER.name}.`;
  if (isBankTransfer(method)) return 'Te mostraremos los datos bancarios al confirmar el pedido.';
  return 'Pago simulado con datos de prueba.';
}

/** Step 2 'Pago': the server's payment methods (or the simulated fallbacks), the first one preselected. */
export function PaymentStep({ methods, loading, selectedId, onSelect }: PaymentStepProps) {
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
            {methods.map((method) => (
              <label
                key={method.id}
                className={`choice-card${method.id === selectedId ? ' choice-card--selected' : ''}`}
              >
                <input
                  type="radio"
                  name="payment-method"
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
        {simulated && (
          <p className="checkout-section__note">
            Métodos de pago simulados: datos de prueba, no se realizará ningún cargo.
          </p>
        )}
      </fieldset>
    </div>
  );
}
