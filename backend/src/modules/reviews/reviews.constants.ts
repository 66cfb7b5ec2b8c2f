export const MAX_USER_NAME_LENGTH = 80;
export const MAX_COMMENT_LENGTH = 2000;
