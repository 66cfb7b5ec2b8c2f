import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { isForeignKeyViolation } from '../../core/database/database-errors';
import type { SessionUser } from '../../core/auth/session-user';
import { UserRole } from '../../core/auth/user-role.enum';
import { ProductsService } from '../catalog';
import { CreateReplyDto } from './dto/create-reply.dto';
import { CreateReviewDto } from './dto/create-review.dto';
import { SettingsService } from '../settings';
import { isReservedName } from './reserved-names';
import { ReviewReply } from './review-reply.entity';
import { Review } from './review.entity';
import { ReviewsError, ReviewsErrorCode } from './reviews.errors';
import { toReplyResponse, toReviewResponse, type ReplyResponse, type ReviewResponse } from './reviews.responses';
import { refreshRating } from './product-rating';
import type { DataReply } from '../../core/http/data-reply';

/** Whoever posts: a guest (undefined) or the signed-in account as the database has it now. */
type Author = SessionUser | undefined;

const isAdmin = (author: Author) => author?.role === UserRole.ADMIN;

/** PostgreSQL's foreign_key_violation on a reply whose review no longer exists. */
const isReviewGone = (error: unknown) => isForeignKeyViolation(error, 'fk_review_replies_review_id');

@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @InjectRepository(ReviewReply) private readonly replies: Repository<ReviewReply>,
    private readonly products: ProductsService,
    private readonly settings: SettingsService,
  ) {}

  /** Newest visible review first, each with its visible replies oldest first. */
  async listForProduct(productId: number): Promise<ReviewResponse[]> {
    await this.products.assertExists(productId);
    const reviews = await this.reviews
      .createQueryBuilder('review')
      .leftJoinAndSelect('review.replies', 'reply', 'reply.hiddenAt IS NULL')
      .where('review.productId = :productId', { productId })
      .andWhere('review.hiddenAt IS NULL')
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .addOrderBy('reply.createdAt', 'ASC')
      .addOrderBy('reply.id', 'ASC')
      .getMany();
    return reviews.map(toReviewResponse);
  }

  /** Saves the review and the product's new rating in one transaction. */
  async create(productId: number, dto: CreateReviewDto, author?: Author): Promise<DataReply<ReviewResponse>> {
    await this.assertNameAllowed(dto.userName, author);
    const review = await this.dataSource.transaction(async (manager) => {
      await this.products.lockProduct(manager, productId);
      const saved = await manager.getRepository(Review).save(
        manager.getRepository(Review).create({
          productId,
          userId: author?.id ?? null,
          userName: dto.userName,
          comment: dto.comment,
          rating: dto.rating,
        }),
      );
      await refreshRating(manager, this.products, productId);
      return saved;
    });
    this.products.catalogChanged();
    review.replies = [];
    return { success: true, message: 'Reseña publicada', data: toReviewResponse(review) };
  }

  /**
   * esAdmin comes only from the author's role as loaded from the database for this request (never
   * from the body or the token's claims). A hidden review takes no replies: it is gone for the public.
   */
  async reply(reviewId: number, dto: CreateReplyDto, author?: Author): Promise<DataReply<ReplyResponse>> {
    await this.assertNameAllowed(dto.userName, author);
    const exists = await this.reviews.exists({ where: { id: reviewId, hiddenAt: IsNull() } });
    if (!exists) throw new ReviewsError(ReviewsErrorCode.ReviewNotFound);
    const reply = await this.replies
      .save(
        this.replies.create({
          reviewId,
          userId: author?.id ?? null,
          userName: dto.userName,
          comment: dto.comment,
          isAdmin: isAdmin(author),
        }),
      )
      .catch((error: unknown) => {
        // An administrator deleted the review in the meantime.
        if (isReviewGone(error)) throw new ReviewsError(ReviewsErrorCode.ReviewNotFound);
        throw error;
      });
    return { success: true, message: 'Respuesta publicada', data: toReplyResponse(reply) };
  }

  /** Only an administrator may sign as the shop ('Admin', 'Tienda', the shop's saved name...). */
  private async assertNameAllowed(userName: string, author: Author | undefined): Promise<void> {
    if (isAdmin(author)) return;
    const { storeName } = await this.settings.forStorefront();
    if (isReservedName(userName, storeName)) throw new ReviewsError(ReviewsErrorCode.ReservedName);
  }
}
