import { useState } from 'react';

import type { AdminListFeedback } from '@/components/admin/admin-list-panel';
import {
  useDeleteReplyMutation,
  useDeleteReviewMutation,
  useSetReplyHiddenMutation,
  useSetReviewHiddenMutation,
  type AdminReply,
  type AdminReview,
} from '@/features/admin-reviews/api/admin-reviews-api';
import { ADMIN_REVIEWS_MESSAGES as MESSAGES } from '@/features/admin-reviews/messages';
import { getErrorMessage } from '@/lib/api-error';

/** What a moderation button acts on: a review (with its replies), or one of its replies. */
export type ModerationTarget = { review: AdminReview; reply: AdminReply | null };

type Outcome = { error?: unknown };

/** The spec-style message, with the server's own explanation underneath when it gave a different one. */
function failure(message: string, error: unknown): AdminListFeedback {
  const server = getErrorMessage(error as Parameters<typeof getErrorMessage>[0]);
  return { tone: 'error', message, details: server && server !== message ? [server] : [] };
}

/** Key of the control a pending call belongs to, so only that row's buttons wait. */
export const itemKey = (kind: 'review' | 'reply', id: number) => `${kind}-${id}`;

/** The reply when there is one, else the review: its kind, pending key, state and the ids the server wants. */
export function subject({ review, reply }: ModerationTarget) {
  const item = reply ?? review;
  const kind = reply ? ('reply' as const) : ('review' as const);
  return { kind, key: itemKey(kind, item.id), hidden: item.hidden, ids: { id: item.id, productId: review.product.id } };
}

/**
 * Hide/show and delete of reviews and replies, with one feedback message for the page and the key of the item whose
 * call is under way. Deletions report failure to the caller too, so the confirmation dialog stays open and says why.
 */
export function useModeration() {
  const [setReviewHidden] = useSetReviewHiddenMutation();
  const [setReplyHidden] = useSetReplyHiddenMutation();
  const [deleteReview] = useDeleteReviewMutation();
  const [deleteReply] = useDeleteReplyMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<AdminListFeedback | null>(null);

  async function run(
    key: string,
    call: () => Promise<Outcome>,
    done: string,
    failed: string,
  ): Promise<AdminListFeedback> {
    setPending(key);
    setFeedback(null);
    const result = await call();
    setPending(null);
    const outcome: AdminListFeedback = result.error
      ? failure(failed, result.error)
      : { tone: 'success', message: done, details: [] };
    setFeedback(outcome);
    return outcome;
  }

  const toggle = (target: ModerationTarget) => {
    const { kind, key, hidden, ids } = subject(target);
    const change = { ...ids, hidden: !hidden };
    return run(
      key,
      () => (target.reply ? setReplyHidden(change) : setReviewHidden(change)),
      change.hidden ? MESSAGES[`${kind}Hidden` as const] : MESSAGES[`${kind}Shown` as const],
      change.hidden ? MESSAGES[`${kind}HideFailed` as const] : MESSAGES[`${kind}ShowFailed` as const],
    );
  };

  const remove = (target: ModerationTarget) => {
    const { kind, key, ids } = subject(target);
    const call = () => (target.reply ? deleteReply(ids) : deleteReview(ids));
    return run(key, call, MESSAGES[`${kind}Deleted` as const], MESSAGES[`${kind}DeleteFailed` as const]);
  };

  return { pending, feedback, clearFeedback: () => setFeedback(null), toggle, remove };
}
