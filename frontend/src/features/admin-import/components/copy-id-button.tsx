import { useState } from 'react';

import { ClipboardIcon } from '@/components/ui/icons';
import { IMPORT_MESSAGES } from '@/features/admin-import/import-messages';
import { useTimeout } from '@/hooks/use-timeout';

const FEEDBACK_MS = 2_000;

/** Copies an import's session id to the clipboard and says so for a moment. */
export function CopyIdButton({ sessionId }: { sessionId: string }) {
  const [feedback, setFeedback] = useState<string | null>(null);
  const { schedule } = useTimeout();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sessionId);
      setFeedback(IMPORT_MESSAGES.copied);
    } catch {
      setFeedback(IMPORT_MESSAGES.copyFailed);
    }
    schedule(() => setFeedback(null), FEEDBACK_MS);
  };

  return (
    <span className="import-copy">
      <button
        type="button"
        className="button button--ghost import-button--small"
        onClick={() => void copy()}
        aria-label={`Copiar ID ${sessionId}`}
      >
        <ClipboardIcon size={16} />
        Copiar ID
      </button>
      <span className="import-copy__feedback" role="status">
        {feedback}
      </span>
    </span>
  );
}
