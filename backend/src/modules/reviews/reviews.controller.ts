import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogIdPipe } from '../catalog/catalog-id.pipe';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { CatalogErrorCode } from '../catalog/catalog.errors';
import { CreateReplyDto } from './dto/create-reply.dto';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewIdPipe } from './review-id.pipe';
import { REVIEW_RATE_LIMIT } from './reviews.constants';
import { ReviewsService } from './reviews.service';

const productIdPipe = new CatalogIdPipe(CatalogErrorCode.InvalidProductId);

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('product/:id')
  @ApiOperation({ summary: 'Reseñas de un producto (las más nuevas primero) con sus respuestas' })
  list(@Param('id', productIdPipe) productId: number) {
    return this.reviews.listForProduct(productId);
  }

  @Post('product/:id')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(REVIEW_RATE_LIMIT)
  @ApiOperation({ summary: 'Publica una reseña (sin sesión) y actualiza la calificación del producto' })
  create(@Param('id', productIdPipe) productId: number, @Body() dto: CreateReviewDto) {
    return this.reviews.create(productId, dto);
  }

  @Post('reply/:reviewId')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(REVIEW_RATE_LIMIT)
  @ApiOperation({ summary: 'Responde una reseña (esAdmin siempre false por ahora)' })
  reply(@Param('reviewId', ReviewIdPipe) reviewId: number, @Body() dto: CreateReplyDto) {
    return this.reviews.reply(reviewId, dto);
  }
}
