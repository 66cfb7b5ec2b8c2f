import { applyDecorators, Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, OptionalAuth } from '../../core/auth/auth.decorators';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import type { SessionUser } from '../../core/auth/session-user';
import { CatalogError, CatalogErrorCode } from '../catalog';
import { CreateReplyDto } from './dto/create-reply.dto';
import { CreateReviewDto } from './dto/create-review.dto';
import { REVIEW_RATE_LIMIT } from './reviews.constants';
import { ReviewsError, ReviewsErrorCode } from './reviews.errors';
import { ReviewsService } from './reviews.service';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';

const productIdPipe = new DatabaseIdPipe(() => new CatalogError(CatalogErrorCode.InvalidProductId));
const reviewIdPipe = new DatabaseIdPipe(() => new ReviewsError(ReviewsErrorCode.InvalidReviewId));

/**
 * A write anyone may make (signed in or not), rate limited, answering 201. Applied in the order
 * the stacked decorators were (the lowest first).
 */
const PublicWrite = (summary: string) =>
  applyDecorators(
    ApiOperation({ summary }),
    RateLimit(REVIEW_RATE_LIMIT),
    OptionalAuth(),
    HttpCode(HttpStatus.CREATED),
  );

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('product/:id')
  @ApiOperation({ summary: 'Reseñas visibles de un producto (las más nuevas primero) con sus respuestas visibles' })
  list(@Param('id', productIdPipe) productId: number) {
    return this.reviews.listForProduct(productId);
  }

  @Post('product/:id')
  @PublicWrite(
    'Publica una reseña (sin sesión o con ella) y actualiza la calificación del producto. ' +
      "Solo un administrador puede firmar con un nombre de la tienda ('Admin', 'Tienda', 'Repuestos'...)",
  )
  create(
    @Param('id', productIdPipe) productId: number,
    @Body() dto: CreateReviewDto,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.reviews.create(productId, dto, user);
  }

  @Post('reply/:reviewId')
  @PublicWrite(
    'Responde una reseña. esAdmin es true solo con la sesión de un administrador (nunca desde el cuerpo); ' +
      "sin ella, un nombre de la tienda ('Admin', 'Tienda', 'Repuestos'...) se rechaza",
  )
  reply(
    @Param('reviewId', reviewIdPipe) reviewId: number,
    @Body() dto: CreateReplyDto,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.reviews.reply(reviewId, dto, user);
  }
}
