import { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { Observable } from 'rxjs';

/**
 * Reads a multipart/form-data body with a multer middleware inside Nest's pipeline, so it runs after
 * the guards (only callers who passed them upload anything), and turns multer's errors into the
 * route's own Spanish answers. JSON bodies pass untouched (multer skips them).
 *
 * @example
 * class ImageUploadInterceptor extends MultipartInterceptor {
 *   protected readonly parse = multer({ storage: multer.memoryStorage(), limits }).single('image');
 *   protected refusal(error: unknown) { return new UploadError(UploadErrorCode.InvalidUpload); }
 * }
 */
export abstract class MultipartInterceptor implements NestInterceptor {
  /** The multer middleware: its storage, limits and expected fields. */
  protected abstract readonly parse: RequestHandler;

  /** The answer for a body multer refused (too large, a part too many, malformed). */
  protected abstract refusal(error: unknown): Error;

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.parse(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(this.refusal(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}
