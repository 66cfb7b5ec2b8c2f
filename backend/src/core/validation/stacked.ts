import { applyDecorators } from '@nestjs/common';

/**
 * One decorator made of several, listed as they would be stacked on a property: stacked
 * decorators apply bottom-up, and class-validator reports a property's rules in that order.
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}
