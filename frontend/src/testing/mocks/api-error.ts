import { HttpResponse } from 'msw';

/** A refusal as the API's global error filter writes it: `{ success: false, message, errors? }` with its status. */
export const fail = (status: number, message: string, errors?: string[]) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status });
