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

/** What a delete confirmation is about: a review (with its replies) or one reply. */
export type DeleteTarget = { review: AdminReview; reply: AdminReply | null };

type Outcome = { error?: unknown };

/** The spec-style message, with the server's own explanation underneath when it gave a different one. */
function failure(message: string, error: unknown): AdminListFeedback {
  const server = getErrorMessage(error as Parameters<typeof getErrorMessage>[0]);
  return { tone: 'error', message, details: server && server !== message ? [server] : [] };
}

/** Key of the control a pending call belongs to, so only that row's buttons wait. */
export const itemKey = (kind: 'review' | 'reply', id: number) => `${kind}-${id}`;

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

  const toggleReview = (review: AdminReview) => {
    const hidden = !review.hidden;
    return run(
      itemKey('review', review.id),
      () => setReviewHidden({ id: review.id, productId: review.product.id, hidden }),
      hidden ? MESSAGES.reviewHidden : MESSAGES.reviewShown,
      hidden ? MESSAGES.reviewHideFailed : MESSAGES.reviewShowFailed,
    );
  };

  const toggleReply = (review: AdminReview, reply: AdminReply) => {
    const hidden = !reply.hidden;
    return run(
      itemKey('reply', reply.id),
      () => setReplyHidden({ id: reply.id, productId: review.product.id, hidden }),
      hidden ? MESSAGES.replyHidden : MESSAGES.replyShown,
      hidden ? MESSAGES.replyHideFailed : MESSAGES.replyShowFailed,
    );
  };

  const remove = ({ review, reply }: DeleteTarget) =>
    reply
      ? run(
          itemKey('reply', reply.id),
          () => deleteReply({ id: reply.id, productId: review.product.id }),
          MESSAGES.replyDeleted,
          MESSAGES.replyDeleteFailed,
        )
      : run(
          itemKey('review', review.id),
          () => deleteReview({ id: review.id, productId: review.product.id }),
          MESSAGES.reviewDeleted,
          MESSAGES.reviewDeleteFailed,
        );

  return { pending, feedback, clearFeedback: () => setFeedback(null), toggleReview, toggleReply, remove };
}
