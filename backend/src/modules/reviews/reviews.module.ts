import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Review } from './review.entity';
import { ReviewReply } from './review-reply.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Review, ReviewReply])],
})
export class ReviewsModule {}
