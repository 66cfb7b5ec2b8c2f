import { useState } from 'react';

type Outcome = { tone: 'success' | 'error'; message: string; details?: string[] };

/**
 * The confirmation step before an action: `ask` opens it for a target, `confirm` runs the action and closes it on
 * success or keeps it open with the failure (shown inside the dialog), `cancel` closes it. Asking or cancelling also
 * clears the page's last feedback, so an old message never sits beside the dialog.
 */
export function useConfirmation<T, O extends Outcome>(run: (target: T) => Promise<O>, clearFeedback: () => void) {
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<O | null>(null);

  const ask = (next: T) => {
    clearFeedback();
    setError(null);
    setTarget(next);
  };

  const confirm = async () => {
    if (target === null) return;
    const outcome = await run(target);
    if (outcome.tone === 'error') {
      setError(outcome);
      return;
    }
    setTarget(null);
  };

  const cancel = () => {
    setTarget(null);
    setError(null);
    clearFeedback();
  };

  return { target, error, ask, confirm, cancel };
}
