import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../core/rate-limit/rate-limit.module';
import { CatalogModule } from '../catalog';
import { SettingsModule } from '../settings';
import { AdminReviewsController } from './admin-reviews.controller';
import { AdminReviewsService } from './admin-reviews.service';
import { Review } from './review.entity';
import { ReviewReply } from './review-reply.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [TypeOrmModule.forFeature([Review, ReviewReply]), CatalogModule, RateLimitModule, SettingsModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService, AdminReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
