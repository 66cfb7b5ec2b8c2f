import { BadRequestException, ForbiddenException, HttpStatus, NotFoundException } from '@nestjs/common';
import { DomainError } from './domain-error';
import { DomainExceptionFilter } from './domain-exception.filter';

class SampleError extends DomainError {
  constructor(details?: unknown) {
    super('SAMPLE', HttpStatus.CONFLICT, 'Mensaje de ejemplo', details);
  }
}

describe(DomainExceptionFilter.name, () => {
  const filter = new DomainExceptionFilter();

  it('should keep a domain error status, message and details', () => {
    expect(filter.toResponse(new SampleError({ available: 2 }))).toEqual({
      status: 409,
      body: { success: false, message: 'Mensaje de ejemplo', errors: { available: 2 } },
    });
  });

  it('should give validation failures a Spanish message and the broken rules', () => {
    const { status, body } = filter.toResponse(
      new BadRequestException({ message: ['La cantidad de resultados no puede ser mayor que 100'] }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: 'Los datos enviados no son válidos',
      errors: ['La cantidad de resultados no puede ser mayor que 100'],
    });
  });

  it("should replace Nest's English texts with Spanish ones", () => {
    expect(filter.toResponse(new ForbiddenException()).body.message).toBe(
      'No tienes permiso para realizar esta acción',
    );
    expect(filter.toResponse(new NotFoundException('Cannot GET /api/x')).body.message).toBe('Ruta no encontrada');
  });

  it('should hide unknown errors behind a generic 500', () => {
    const { status, body } = filter.toResponse(new Error('relation "secret_table" does not exist'));
    expect(status).toBe(500);
    expect(body.message).not.toContain('secret_table');
  });

  it('should map body-parser errors by their status', () => {
    expect(filter.toResponse(Object.assign(new Error('too large'), { status: 413 })).status).toBe(413);
  });
});
