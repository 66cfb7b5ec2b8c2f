import { CHECKOUT_STEPS } from '@/config/constants';

export type CheckoutStep = 1 | 2 | 3;

const STEP_LABELS: Record<CheckoutStep, string> = { 1: 'Envío', 2: 'Pago', 3: 'Revisión' };

type CheckoutProgressProps = {
  step: CheckoutStep;
  onStepSelect: (step: CheckoutStep) => void;
};

/** Step 1 is always reachable, step 2 once past step 1, step 3 only through 'Continuar'. */
export function canSelectStep(target: CheckoutStep, current: CheckoutStep): boolean {
  if (target === 1) return true;
  if (target === 2) return current > 1;
  return false;
}

export function CheckoutProgress({ step, onStepSelect }: CheckoutProgressProps) {
  const steps: CheckoutStep[] = [1, 2, 3];
  return (
    <div className="checkout-progress">
      <ol className="checkout-progress__steps">
        {steps.map((candidate) => {
          const state = candidate === step ? 'current' : candidate < step ? 'done' : 'upcoming';
          return (
            <li key={candidate} className={`checkout-progress__step checkout-progress__step--${state}`}>
              <button
                type="button"
                className="checkout-progress__button"
                aria-current={candidate === step ? 'step' : undefined}
                disabled={!canSelectStep(candidate, step)}
                onClick={() => onStepSelect(candidate)}
              >
                <span className="checkout-progress__number">{candidate}</span>{' '}
                <span className="checkout-progress__label">{STEP_LABELS[candidate]}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <div
        className="checkout-progress__bar"
        role="progressbar"
        aria-label="Progreso de la compra"
        aria-valuemin={1}
        aria-valuemax={CHECKOUT_STEPS}
        aria-valuenow={step}
        aria-valuetext={`Paso ${step} de ${CHECKOUT_STEPS}`}
      >
        <span className="checkout-progress__fill" style={{ width: `${(step / CHECKOUT_STEPS) * 100}%` }} />
      </div>
      <p className="checkout-progress__text">
        Paso {step} de {CHECKOUT_STEPS}
      </p>
    </div>
  );
}
