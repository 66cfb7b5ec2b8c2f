import { ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { AppValidationPipe } from './app-validation.pipe';
import { MAX_INPUT_DEPTH } from './input-sanitizer';
import { REQUEST_REASONS } from './validation-reasons';

class Line {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(99)
  quantity: number;
}

class Guest {
  @IsEmail()
  email: string;

  @IsString({ message: 'Escribe tu nombre' })
  name: string;
}

class OrderBody {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(2)
  @ValidateNested({ each: true })
  @Type(() => Line)
  items: Line[];

  @IsOptional()
  @ValidateNested()
  @Type(() => Guest)
  guestInfo?: Guest;

  @IsOptional()
  @IsBoolean()
  processAllSheets?: boolean;

  @IsOptional()
  @Matches(/^[A-Z]+$/)
  region?: string;

  @IsOptional()
  @Length(2, 5)
  comment?: string;

  @IsOptional()
  @IsInt()
  @Min(1_000_000)
  withoutLabel?: number;
}

class PageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page = 1;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  q = '';

  @IsOptional()
  @IsIn(['newest', 'oldest', 'price-low'])
  sort = 'newest';
}

const body: ArgumentMetadata = { type: 'body', metatype: OrderBody };
const query: ArgumentMetadata = { type: 'query', metatype: PageQuery };

/** Reasons of a refused value (the `errors` the filter sends). */
async function reasons(value: unknown, metadata: ArgumentMetadata): Promise<string[]> {
  const error: unknown = await new AppValidationPipe().transform(value, metadata).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof BadRequestException)) throw new Error(`not refused: ${JSON.stringify(value)}`);
  return (error.getResponse() as { message: string[] }).message;
}

const ENGLISH = /\b(must|should|property|nested|each value|not be|is not|validation|failed)\b/i;

describe(AppValidationPipe.name, () => {
  it('should name nested fields by their Spanish label, never by their path', async () => {
    const found = await reasons({ items: [{ quantity: 0 }, { quantity: 2 }], guestInfo: { email: 'x' } }, body);
    expect(found.sort()).toEqual(['El email no es válido', 'Escribe tu nombre', 'La cantidad debe ser al menos 1']);
  });

  it('should agree in gender and number with the label and give the rule its argument', async () => {
    await expect(reasons({ items: 'x' }, body)).resolves.toEqual(['Los productos deben ser una lista']);
    await expect(reasons({ items: [] }, body)).resolves.toEqual(['Los productos no pueden estar vacíos']);
    await expect(reasons({ items: [{ quantity: 1 }, { quantity: 1 }, { quantity: 1 }] }, body)).resolves.toEqual([
      'Los productos no pueden tener más de 2 elementos',
    ]);
    await expect(reasons({ items: [{ quantity: 100 }] }, body)).resolves.toEqual([
      'La cantidad no puede ser mayor que 99',
    ]);
    await expect(reasons({ items: ['uno'] }, body)).resolves.toEqual(['Los productos no tienen el formato correcto']);
    await expect(reasons({ items: [{ quantity: 1 }], processAllSheets: 'x' }, body)).resolves.toEqual([
      'La opción de procesar todas las hojas debe ser verdadero o falso',
    ]);
    await expect(reasons({ items: [{ quantity: 1 }], region: 'rm', comment: 'x' }, body)).resolves.toEqual([
      'La región no tiene el formato correcto',
      'El comentario debe tener entre 2 y 5 caracteres',
    ]);
  });

  it('should call a field without a label "el valor" and write large numbers the Chilean way', async () => {
    await expect(reasons({ items: [{ quantity: 1 }], withoutLabel: 5 }, body)).resolves.toEqual([
      'El valor debe ser al menos 1.000.000',
    ]);
  });

  it('should answer paging queries in Spanish', async () => {
    await expect(reasons({ page: '0' }, query)).resolves.toEqual(['La página debe ser al menos 1']);
    await expect(reasons({ page: 'abc' }, query)).resolves.toEqual(['La página debe ser un número entero']);
    await expect(reasons({ page: '1e20' }, query)).resolves.toEqual(['La página no puede ser mayor que 1.000.000']);
    await expect(reasons({ q: ['a', 'b'], sort: 'cheapest' }, query)).resolves.toEqual([
      'La búsqueda debe ser un texto',
      'El orden debe ser uno de estos valores: newest, oldest o price-low',
    ]);
    await expect(reasons({ q: 'x'.repeat(101) }, query)).resolves.toEqual([
      'La búsqueda no puede superar los 100 caracteres',
    ]);
  });

  it('should refuse a body that is not an object in Spanish', async () => {
    await expect(reasons([{ quantity: 1 }], body)).resolves.toEqual([REQUEST_REASONS.notAnObject]);
    await expect(reasons('texto', body)).resolves.toEqual(
      expect.arrayContaining(['Los productos deben ser una lista']),
    );
  });

  it('should give a repeated reason once and never more than 20', async () => {
    const many = await reasons({ items: Array.from({ length: 500 }, () => ({ quantity: 0 })) }, body);
    expect(many).toEqual(['Los productos no pueden tener más de 2 elementos', 'La cantidad debe ser al menos 1']);
  });

  it('should never answer with class-validator English', async () => {
    const samples = [{}, { items: 'x' }, { items: [null, 5, 'x', { quantity: 'x' }] }, { guestInfo: 5 }, []];
    for (const sample of samples) {
      for (const reason of await reasons(sample, body)) expect(reason).not.toMatch(ENGLISH);
    }
  });

  it('should strip control characters before the rules and the handler see a value', async () => {
    const pipe = new AppValidationPipe();
    await expect(pipe.transform({ q: 'pastillas\u0000', sort: 'old\u0007est' }, query)).resolves.toEqual(
      Object.assign(new PageQuery(), { q: 'pastillas', sort: 'oldest' }),
    );
    await expect(pipe.transform('ab\u0000', { type: 'query', data: 'email', metatype: String })).resolves.toBe('ab');
    await expect(pipe.transform('12\u0000', { type: 'param', data: 'id', metatype: String })).resolves.toBe('12');
  });

  it('should refuse nesting deeper than any DTO with a Spanish reason instead of overflowing the stack', async () => {
    const deep = JSON.parse(`{"items":${'['.repeat(100_000)}${']'.repeat(100_000)}}`) as unknown;
    await expect(reasons(deep, body)).resolves.toEqual([REQUEST_REASONS.tooDeep]);
    expect(MAX_INPUT_DEPTH).toBeGreaterThanOrEqual(3);
  });

  it('should leave values of custom decorators (the signed-in user) alone', async () => {
    const user = { id: 1, name: 'Ana\u0000' };
    await expect(new AppValidationPipe().transform(user, { type: 'custom' })).resolves.toBe(user);
  });

  it('should answer a query string it has seen with a copy of the same DTO and refuse a bad one every time', async () => {
    const pipe = new AppValidationPipe();
    const asked = () => Object.assign(Object.create(null) as object, { page: '2', q: 'filtro\u0000' });
    const first = (await pipe.transform(asked(), query)) as PageQuery;
    const again = (await pipe.transform(asked(), query)) as PageQuery;
    expect(again).toEqual(Object.assign(new PageQuery(), { page: 2, q: 'filtro' }));
    expect(again).toBeInstanceOf(PageQuery);
    expect(again).not.toBe(first);
    // What a handler does to its DTO stays with that request.
    again.page = 99;
    await expect(pipe.transform(asked(), query)).resolves.toEqual(first);
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(pipe.transform({ page: '0' }, query)).rejects.toThrow(BadRequestException);
    }
    await expect(pipe.transform({ q: ['a', 'b'] }, query)).rejects.toThrow(BadRequestException);
  });
});
