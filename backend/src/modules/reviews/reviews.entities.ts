import { ReviewReply } from './review-reply.entity';
import { Review } from './review.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const REVIEWS_ENTITIES = [Review, ReviewReply];
