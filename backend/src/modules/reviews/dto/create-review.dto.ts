import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { AuthorName, CommentText } from './review-text';

export class CreateReviewDto {
  @AuthorName()
  userName: string;

  @CommentText()
  comment: string;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 5, default: 5 })
  // Absent means 5; null is not a rating (IsOptional would let it through to the NOT NULL column).
  @ValidateIf((_dto, value) => value !== undefined)
  @Type(() => Number)
  @IsInt({ message: 'La calificación debe ser un número entero de 1 a 5' })
  @Min(1, { message: 'La calificación debe ser un número entero de 1 a 5' })
  @Max(5, { message: 'La calificación debe ser un número entero de 1 a 5' })
  rating: number = 5;
}
