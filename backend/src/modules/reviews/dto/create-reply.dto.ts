import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { toPlainLine, toPlainText } from '../plain-text';
import { MAX_COMMENT_LENGTH, MAX_USER_NAME_LENGTH } from '../reviews.constants';

/** No esAdmin here: whether a reply is the shop's comes from the author's role, never from the body. */
export class CreateReplyDto {
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
}
