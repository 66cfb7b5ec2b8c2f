import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min, ValidateIf } from 'class-validator';
import { toPlainLine, toPlainText } from '../plain-text';
import { MAX_COMMENT_LENGTH, MAX_USER_NAME_LENGTH } from '../reviews.constants';

export class CreateReviewDto {
  @ApiProperty({ maxLength: MAX_USER_NAME_LENGTH })
  @Transform(({ value }) => toPlainLine(value))
  @IsString({ message: 'El nombre es obligatorio' })
  @Length(1, MAX_USER_NAME_LENGTH, { message: `El nombre debe tener entre 1 y ${MAX_USER_NAME_LENGTH} caracteres` })
  userName: string;

  @ApiProperty({ maxLength: MAX_COMMENT_LENGTH })
  @Transform(({ value }) => toPlainText(value))
  @IsString({ message: 'El comentario es obligatorio' })
  @Length(1, MAX_COMMENT_LENGTH, {
    message: `El comentario debe tener entre 1 y ${MAX_COMMENT_LENGTH} caracteres`,
  })
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
