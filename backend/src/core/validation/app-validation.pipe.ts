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
 *
 * A query string that passed is remembered with its DTO (QueryMemo): the catalogue's pages and
 * details are asked for with the same few query strings over and over, and class-transformer and
 * class-validator cost more than the rest of an answer from the catalogue cache. What the
 * rules refuse is never remembered, so every refusal is computed (and worded) as before.
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

  private readonly queries = new QueryMemo();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Custom decorators (@CurrentUser) carry what the server built, not what the client sent.
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const key = metadata.type === 'query' && metadata.metatype && this.toValidate(metadata) ? queryKey(value) : null;
    if (key === null) return this.check(value, metadata);
    const dto = metadata.metatype as object;
    const known = this.queries.get(dto, key);
    if (known) return copyOf(known);
    const checked = await this.check(value, metadata);
    this.queries.set(dto, key, checked);
    return checked;
  }

  private async check(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
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

/** Longer query strings are validated every time instead of being remembered. */
const MAX_QUERY_KEY_LENGTH = 512;
/** Query strings remembered per DTO class (the most recently used). */
const QUERIES_PER_DTO = 2000;

/**
 * The text that identifies a parsed query string: its JSON when every value is a string (a name
 * given twice, an array, is not remembered), null otherwise or when it is too long to be worth keeping.
 */
function queryKey(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  for (const name in value) {
    if (typeof (value as Record<string, unknown>)[name] !== 'string') return null;
  }
  const key = JSON.stringify(value);
  return key.length <= MAX_QUERY_KEY_LENGTH ? key : null;
}

/** A fresh instance of the DTO with the same fields: a handler may change the one it gets. */
function copyOf(dto: object): object {
  return Object.assign(Object.create(Object.getPrototypeOf(dto) as object) as object, dto);
}

/** Validated query DTOs by class and query string; only DTOs whose fields are all plain values (copyOf is enough). */
class QueryMemo {
  private readonly byDto = new Map<object, Map<string, object>>();

  get(dto: object, key: string): object | undefined {
    const memo = this.byDto.get(dto);
    const known = memo?.get(key);
    if (memo && known) {
      memo.delete(key);
      memo.set(key, known);
    }
    return known;
  }

  set(dto: object, key: string, checked: unknown): void {
    if (typeof checked !== 'object' || checked === null) return;
    for (const field of Object.values(checked)) if (typeof field === 'object' && field !== null) return;
    let memo = this.byDto.get(dto);
    if (!memo) this.byDto.set(dto, (memo = new Map()));
    memo.set(key, copyOf(checked));
    if (memo.size > QUERIES_PER_DTO) memo.delete(memo.keys().next().value as string);
  }
}
