import { ArgumentMetadata, BadRequestException, Injectable, ValidationPipe } from '@nestjs/common';
import { InputTooDeepError, sanitizeInput } from './input-sanitizer';
import { REQUEST_REASONS, validationReasons } from './validation-reasons';

/**
 * The API's one input gate (STYLE.md #7), for every body, query string and path parameter:
 * - control characters are removed from every string first and lone surrogates replaced
 *   (sanitizeInput), so a NUL never reaches PostgreSQL, no validator trips over broken UTF-16, and
 *   every rule sees the cleaned text; nesting deeper than any DTO is refused before the recursive
 *   copies below could overflow the stack; an array where a DTO is expected is refused;
 * - then the DTO's class-validator rules run (whitelist, transform), and what they refuse is
 *   answered in Spanish: a DTO's own message as written, any other rule as a sentence naming the
 *   field by its label (validationReasons), never class-validator's English defaults.
 *
 * The filter renders the reasons as `errors` under 'Los datos enviados no son válidos'.
 */
@Injectable()
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      transform: true,
      forbidUnknownValues: true,
      // Rules without a message of their own give '' instead of English: validationReasons writes them.
      dismissDefaultMessages: true,
      // The object an error was found in tells which DTO (and so which rule arguments) it was.
      validationError: { target: true, value: false },
      exceptionFactory: (errors) => new BadRequestException(validationReasons(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Custom decorators (@CurrentUser) carry what the server built, not what the client sent.
    if (metadata.type === 'custom') return super.transform(value, metadata);
    let clean: unknown;
    try {
      clean = sanitizeInput(value);
    } catch (error) {
      if (error instanceof InputTooDeepError) throw new BadRequestException([REQUEST_REASONS.tooDeep]);
      throw error;
    }
    // Nest would validate an array in place of a DTO as if it were one and report its "missing" fields.
    if (Array.isArray(clean) && metadata.metatype && this.toValidate(metadata)) {
      throw new BadRequestException([REQUEST_REASONS.notAnObject]);
    }
    return super.transform(clean, metadata);
  }
}
