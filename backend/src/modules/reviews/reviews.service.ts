import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ProductsService } from '../catalog/products.service';
import { CreateReplyDto } from './dto/create-reply.dto';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewReply } from './review-reply.entity';
import { Review } from './review.entity';
import { ReviewsError, ReviewsErrorCode } from './reviews.errors';
import type { ReplyResponse, ReviewResponse } from './reviews.responses';

@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @InjectRepository(ReviewReply) private readonly replies: Repository<ReviewReply>,
    private readonly products: ProductsService,
  ) {}

  /** Newest review first, each with its replies oldest first. */
  async listForProduct(productId: number): Promise<ReviewResponse[]> {
    await this.products.assertExists(productId);
    const reviews = await this.reviews
      .createQueryBuilder('review')
      .leftJoinAndSelect('review.replies', 'reply')
      .where('review.productId = :productId', { productId })
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .addOrderBy('reply.createdAt', 'ASC')
      .addOrderBy('reply.id', 'ASC')
      .getMany();
    return reviews.map((review) => this.toReviewResponse(review));
  }

  /** Saves the review and the product's new rating in one transaction. */
  async create(
    productId: number,
    dto: CreateReviewDto,
  ): Promise<{ success: true; message: string; data: ReviewResponse }> {
    const review = await this.dataSource.transaction(async (manager) => {
      await this.products.lockProduct(manager, productId);
      const saved = await manager.getRepository(Review).save(
        manager.getRepository(Review).create({
          productId,
          userName: dto.userName,
          comment: dto.comment,
          rating: dto.rating,
        }),
      );
      await this.products.refreshRating(manager, productId);
      return saved;
    });
    this.products.catalogChanged();
    review.replies = [];
    return { success: true, message: 'Reseña publicada', data: this.toReviewResponse(review) };
  }

  /** A reply is never an administrator's until a later issue derives that from the author's token. */
  async reply(reviewId: number, dto: CreateReplyDto): Promise<{ success: true; message: string; data: ReplyResponse }> {
    const exists = await this.reviews.exists({ where: { id: reviewId } });
    if (!exists) throw new ReviewsError(ReviewsErrorCode.ReviewNotFound);
    const reply = await this.replies.save(
      this.replies.create({ reviewId, userName: dto.userName, comment: dto.comment, isAdmin: false }),
    );
    return { success: true, message: 'Respuesta publicada', data: this.toReplyResponse(reply) };
  }

  private toReplyResponse(reply: ReviewReply): ReplyResponse {
    const date = reply.createdAt.toISOString();
    return {
      id: reply.id,
      resenaId: reply.reviewId,
      nombreUsuario: reply.userName,
      comentario: reply.comment,
      date,
      fechaCreacion: date,
      esAdmin: reply.isAdmin,
    };
  }

  private toReviewResponse(review: Review): ReviewResponse {
    const date = review.createdAt.toISOString();
    return {
      id: review.id,
      productoId: review.productId,
      nombreUsuario: review.userName,
      calificacion: review.rating,
      comentario: review.comment,
      fechaCreacion: date,
      date,
      respuestas: review.replies.map((reply) => this.toReplyResponse(reply)),
    };
  }
}
