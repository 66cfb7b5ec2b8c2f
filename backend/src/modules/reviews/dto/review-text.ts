import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { stacked } from '../../../core/validation/stacked';
import { toPlainLine, toPlainText } from '../plain-text';
import { MAX_COMMENT_LENGTH, MAX_USER_NAME_LENGTH } from '../reviews.constants';

/** A required field of plain text, `clean` applied first, of 1 to `maxLength` characters; `label` names it in messages. */
const PlainTextField = (maxLength: number, clean: (value: unknown) => unknown, label: string) => () =>
  stacked(
    ApiProperty({ maxLength }),
    Transform(({ value }) => clean(value)),
    IsString({ message: `${label} es obligatorio` }),
    Length(1, maxLength, { message: `${label} debe tener entre 1 y ${maxLength} caracteres` }),
  );

/** The name a review or reply is shown under: one plain line of 1 to MAX_USER_NAME_LENGTH characters. */
export const AuthorName = PlainTextField(MAX_USER_NAME_LENGTH, toPlainLine, 'El nombre');

/** A review's or reply's text: plain text of 1 to MAX_COMMENT_LENGTH characters. */
export const CommentText = PlainTextField(MAX_COMMENT_LENGTH, toPlainText, 'El comentario');
