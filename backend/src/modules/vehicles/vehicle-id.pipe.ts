import { PipeTransform } from '@nestjs/common';
import { MAX_ID } from '../catalog/catalog.constants';
import { VehicleError, VehicleErrorCode } from './vehicles.errors';

/** Path ids: a positive PostgreSQL integer, otherwise the given error (a 400, or a 404 for garage ids). */
export class VehicleIdPipe implements PipeTransform<string, number> {
  constructor(private readonly invalid: VehicleErrorCode) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw new VehicleError(this.invalid);
    return id;
  }
}
