import { AuthorName, CommentText } from './review-text';

/** No esAdmin here: whether a reply is the shop's comes from the author's role, never from the body. */
export class CreateReplyDto {
  @AuthorName()
  userName: string;

  @CommentText()
  comment: string;
}
