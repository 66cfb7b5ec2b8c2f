import { useState } from 'react';

import type { AdminListFeedback } from '@/components/admin/admin-list-panel';
import {
  useSetUserDisabledMutation,
  useSetUserRoleMutation,
  type AdminUser,
} from '@/features/admin-users/api/admin-users-api';
import { ADMIN_USERS_MESSAGES as MESSAGES, type UserAction } from '@/features/admin-users/messages';
import { getErrorMessage } from '@/lib/api-error';

/** The account and the action a confirmation dialog is about. */
export type PendingAction = { user: AdminUser; action: UserAction };

/**
 * Role and disabled-state changes of one account at a time. A refusal (409 for the last active administrator)
 * comes back with the server's Spanish reason, so the confirmation dialog stays open and says why.
 */
export function useUserActions() {
  const [setRole] = useSetUserRoleMutation();
  const [setDisabled] = useSetUserDisabledMutation();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<AdminListFeedback | null>(null);

  async function run({ user, action }: PendingAction): Promise<AdminListFeedback> {
    setBusy(true);
    setFeedback(null);
    const result =
      action === 'promote' || action === 'demote'
        ? await setRole({ id: user.id, role: action === 'promote' ? 'ADMIN' : 'CUSTOMER' })
        : await setDisabled({ id: user.id, disabled: action === 'disable' });
    setBusy(false);
    let outcome: AdminListFeedback;
    if ('error' in result && result.error) {
      const server = getErrorMessage(result.error as Parameters<typeof getErrorMessage>[0]);
      outcome = { tone: 'error', message: server ?? MESSAGES.changeFailed, details: [] };
    } else {
      const done = {
        promote: MESSAGES.promoted,
        demote: MESSAGES.demoted,
        disable: MESSAGES.disabled,
        enable: MESSAGES.enabled,
      };
      outcome = { tone: 'success', message: done[action](user.name), details: [] };
    }
    setFeedback(outcome);
    return outcome;
  }

  return { busy, feedback, clearFeedback: () => setFeedback(null), run };
}
