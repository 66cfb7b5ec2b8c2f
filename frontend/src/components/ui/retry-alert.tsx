import type { ReactNode } from 'react';

type RetryAlertProps = {
  /** What did not load. */
  children: ReactNode;
  onRetry: () => unknown;
  /** The retry is under way: the button is off until it answers. */
  retrying?: boolean;
};

/** A load that failed: an alert with its message and 'Reintentar', which asks again. */
export function RetryAlert({ children, onRetry, retrying }: RetryAlertProps) {
  return (
    <div className="alert" role="alert">
      <span>{children}</span>
      <button type="button" className="button button--ghost" onClick={() => void onRetry()} disabled={retrying}>
        Reintentar
      </button>
    </div>
  );
}
