import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { normalizeText, productMatchCondition, ProductsService, ProductSummaries } from '../catalog';
import { AdminReviewsQuery } from './dto/admin-reviews.query';
import { ReviewReply } from './review-reply.entity';
import { Review } from './review.entity';
import { ReviewsError, ReviewsErrorCode } from './reviews.errors';
import { toAdminReviewResponse, type AdminReviewResponse, type AdminReviewsPageResponse } from './reviews.responses';
import { newestIdsPage } from '../../core/database/newest-first';
import { escapeLike } from '../../core/database/sql';
import { refreshRating } from './product-rating';
import { pagination } from '../../core/validation/paging';
import type { DataReply } from '../../core/http/data-reply';

/** Case- and accent-insensitive "contains" on a text column, against a pattern made by normalizeText. */
const contains = (column: string, parameter: string) => `lower(immutable_unaccent(${column})) LIKE :${parameter}`;

/**
 * /admin/reviews: every review (hidden ones too) with its replies, hide/show and delete. Whatever
 * changes which reviews count refreshes the product's rating in the same transaction, under the
 * product's lock like a new review, and tells the catalogue cache once it is committed.
 */
@Injectable()
export class AdminReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @InjectRepository(ReviewReply) private readonly replies: Repository<ReviewReply>,
    private readonly products: ProductsService,
    private readonly productSummaries: ProductSummaries,
  ) {}

  /** Newest first, filtered by product (id, title or SKU), text and visibility. */
  async list(query: AdminReviewsQuery): Promise<AdminReviewsPageResponse> {
    const qb = this.reviews.createQueryBuilder('review');
    if (query.visibility === 'visible') qb.andWhere('review.hiddenAt IS NULL');
    if (query.visibility === 'hidden') qb.andWhere('review.hiddenAt IS NOT NULL');
    if (query.product) {
      const product = productMatchCondition('review.product_id', query.product);
      qb.andWhere(product.sql, product.parameters);
    }
    if (query.search) this.whereText(qb, query.search);

    const { ids, total: totalReviews } = await newestIdsPage(qb, 'review', query.page, query.limit);
    const loaded = await this.load(ids);
    const byId = new Map(loaded.map((review) => [review.id, review]));
    return {
      success: true,
      message: totalReviews === 0 ? 'No hay reseñas' : 'Reseñas obtenidas',
      // A review deleted between the two reads is left out rather than failing the page.
      reviews: ids.flatMap((id) => {
        const review = byId.get(id);
        return review ? [review] : [];
      }),
      pagination: pagination('reviews', query.page, query.limit, totalReviews),
    };
  }

  /** Hidden: gone from the product page and from the product's average and count. */
  async setReviewHidden(id: number, hidden: boolean): Promise<DataReply<AdminReviewResponse>> {
    await this.changeCountedReviews(id, (manager) =>
      manager
        .getRepository(Review)
        // Hiding twice keeps the first time it was hidden.
        .update({ id }, { hiddenAt: hidden ? () => 'coalesce("hidden_at", now())' : null }),
    );
    return {
      success: true,
      message: hidden ? 'Reseña ocultada' : 'Reseña visible',
      data: await this.findOne(id),
    };
  }

  /** The review and its replies (ON DELETE CASCADE). */
  async deleteReview(id: number): Promise<{ success: true; message: string }> {
    await this.changeCountedReviews(id, (manager) => manager.getRepository(Review).delete({ id }));
    return { success: true, message: 'Reseña eliminada' };
  }

  /** Replies do not count in the rating: no product write. */
  async setReplyHidden(id: number, hidden: boolean): Promise<DataReply<AdminReviewResponse>> {
    const reply = await this.findReply(id);
    const result = await this.replies.update(
      { id },
      { hiddenAt: hidden ? () => 'coalesce("hidden_at", now())' : null },
    );
    if (!result.affected) throw new ReviewsError(ReviewsErrorCode.ReplyNotFound);
    return {
      success: true,
      message: hidden ? 'Respuesta ocultada' : 'Respuesta visible',
      data: await this.findOne(reply.reviewId),
    };
  }

  async deleteReply(id: number): Promise<DataReply<AdminReviewResponse>> {
    const reply = await this.findReply(id);
    const result = await this.replies.delete({ id });
    if (!result.affected) throw new ReviewsError(ReviewsErrorCode.ReplyNotFound);
    return { success: true, message: 'Respuesta eliminada', data: await this.findOne(reply.reviewId) };
  }

  /**
   * Runs a write that changes whether a review counts, then recomputes its product's rating, in one
   * transaction under the product's lock (the order a new review takes them in). 404 when the review
   * does not exist, or no longer does once the lock is held.
   */
  private async changeCountedReviews(
    id: number,
    write: (manager: EntityManager) => Promise<{ affected?: number | null }>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const review = await manager
        .getRepository(Review)
        .findOne({ where: { id }, select: { id: true, productId: true } });
      if (!review) throw new ReviewsError(ReviewsErrorCode.ReviewNotFound);
      await this.products.lockProduct(manager, review.productId);
      const result = await write(manager);
      if (!result.affected) throw new ReviewsError(ReviewsErrorCode.ReviewNotFound);
      await refreshRating(manager, this.products, review.productId);
    });
    this.products.catalogChanged();
  }

  private async findOne(id: number): Promise<AdminReviewResponse> {
    const [review] = await this.load([id]);
    if (!review) throw new ReviewsError(ReviewsErrorCode.ReviewNotFound);
    return review;
  }

  private async findReply(id: number): Promise<ReviewReply> {
    const reply = await this.replies.findOne({ where: { id }, select: { id: true, reviewId: true } });
    if (!reply) throw new ReviewsError(ReviewsErrorCode.ReplyNotFound);
    return reply;
  }

  /** Reviews with the product's title, SKU and rating and every reply, oldest first. */
  private async load(ids: number[]): Promise<AdminReviewResponse[]> {
    if (ids.length === 0) return [];
    const reviews = await this.reviews
      .createQueryBuilder('review')
      .leftJoinAndSelect('review.replies', 'reply')
      .where('review.id IN (:...ids)', { ids })
      .orderBy('reply.createdAt', 'ASC')
      .addOrderBy('reply.id', 'ASC')
      .getMany();
    const products = await this.productSummaries.byId(reviews.map((review) => review.productId));
    // A review whose product went meanwhile went with it (ON DELETE CASCADE).
    return reviews.flatMap((review) => {
      const product = products.get(review.productId);
      return product ? [toAdminReviewResponse(review, product)] : [];
    });
  }

  /** The text in the review's or one of its replies' author name or comment. */
  private whereText(qb: SelectQueryBuilder<Review>, search: string): void {
    qb.andWhere(
      new Brackets((match) => {
        match
          .where(contains('review.user_name', 'text'))
          .orWhere(contains('review.comment', 'text'))
          .orWhere(
            `EXISTS (SELECT 1 FROM review_replies r WHERE r.review_id = review.id
               AND (${contains('r.user_name', 'text')} OR ${contains('r.comment', 'text')}))`,
          );
      }),
      { text: `%${escapeLike(normalizeText(search))}%` },
    );
  }
}
