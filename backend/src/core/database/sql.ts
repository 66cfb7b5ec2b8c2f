/** User text inside a LIKE/ILIKE pattern, matched literally: \, % and _ escaped (PostgreSQL's default escape is \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * The rows of a `manager.query()` answer: pg answers UPDATE, INSERT and DELETE … RETURNING through
 * TypeORM as [rows, affected count], and SELECT as the rows themselves.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
