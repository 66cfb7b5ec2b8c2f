import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { stacked } from '../../../core/validation/stacked';
import { toPlainLine, toPlainText } from '../plain-text';
import { MAX_COMMENT_LENGTH, MAX_USER_NAME_LENGTH } from '../reviews.constants';

/** The name a review or reply is shown under: one plain line of 1 to MAX_USER_NAME_LENGTH characters. */
export const AuthorName = () =>
  stacked(
    ApiProperty({ maxLength: MAX_USER_NAME_LENGTH }),
    Transform(({ value }) => toPlainLine(value)),
    IsString({ message: 'El nombre es obligatorio' }),
    Length(1, MAX_USER_NAME_LENGTH, { message: `El nombre debe tener entre 1 y ${MAX_USER_NAME_LENGTH} caracteres` }),
  );

/** A review's or reply's text: plain text of 1 to MAX_COMMENT_LENGTH characters. */
export const CommentText = () =>
  stacked(
    ApiProperty({ maxLength: MAX_COMMENT_LENGTH }),
    Transform(({ value }) => toPlainText(value)),
    IsString({ message: 'El comentario es obligatorio' }),
    Length(1, MAX_COMMENT_LENGTH, { message: `El comentario debe tener entre 1 y ${MAX_COMMENT_LENGTH} caracteres` }),
  );
