import { Body, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminRoutes } from '../../core/auth/auth.decorators';
import { AdminReviewsService } from './admin-reviews.service';
import { AdminReviewsQuery } from './dto/admin-reviews.query';
import { UpdateVisibilityDto } from './dto/update-visibility.dto';
import { ReviewsError, ReviewsErrorCode } from './reviews.errors';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';

const reviewIdPipe = new DatabaseIdPipe(() => new ReviewsError(ReviewsErrorCode.InvalidReviewId));
const replyIdPipe = new DatabaseIdPipe(() => new ReviewsError(ReviewsErrorCode.InvalidReplyId));

@AdminRoutes('reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: AdminReviewsService) {}

  @Get()
  @ApiOperation({
    summary: 'Reseñas (también las ocultas) con sus respuestas, las más nuevas primero; filtro por producto y texto',
  })
  list(@Query() query: AdminReviewsQuery) {
    return this.reviews.list(query);
  }

  @Put(':id/visibility')
  @ApiOperation({ summary: 'Oculta o vuelve a mostrar una reseña; la calificación del producto se recalcula' })
  setReviewVisibility(@Param('id', reviewIdPipe) id: number, @Body() dto: UpdateVisibilityDto) {
    return this.reviews.setReviewHidden(id, dto.oculta);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Elimina una reseña con sus respuestas; la calificación del producto se recalcula' })
  deleteReview(@Param('id', reviewIdPipe) id: number) {
    return this.reviews.deleteReview(id);
  }

  @Put('replies/:id/visibility')
  @ApiOperation({ summary: 'Oculta o vuelve a mostrar una respuesta' })
  setReplyVisibility(@Param('id', replyIdPipe) id: number, @Body() dto: UpdateVisibilityDto) {
    return this.reviews.setReplyHidden(id, dto.oculta);
  }

  @Delete('replies/:id')
  @ApiOperation({ summary: 'Elimina una respuesta' })
  deleteReply(@Param('id', replyIdPipe) id: number) {
    return this.reviews.deleteReply(id);
  }
}
