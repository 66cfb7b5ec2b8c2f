import { Injectable } from '@nestjs/common';
import { CatalogCacheService, VehicleFitments } from '../catalog';
import { MIN_LISTED_YEAR, YEARS_AHEAD } from './vehicles.constants';
import { VehicleError, VehicleErrorCode } from './vehicles.errors';
import type { ModelYearsResponse, VehicleBrandResponse, VehicleModelResponse } from './vehicles.responses';

/**
 * The vehicle selector's lists (marca → modelo → año): only brands, models and years some part
 * fits (the catalogue's VehicleFitments), cached with the catalogue's search version, so an import
 * that adds fitments shows at once.
 */
@Injectable()
export class VehiclesService {
  constructor(
    private readonly fitments: VehicleFitments,
    private readonly cache: CatalogCacheService,
  ) {}

  async brands(): Promise<{ success: true; data: VehicleBrandResponse[] }> {
    return this.cache.remember(
      'vehicle-brands',
      {},
      async () => ({ success: true as const, data: await this.fitments.brands() }),
      'search',
    );
  }

  async models(brandId: number): Promise<{ success: true; data: VehicleModelResponse[] }> {
    return this.cache.remember(
      'vehicle-models',
      { brandId },
      async () => {
        const data = await this.fitments.models(brandId);
        if (!data) throw new VehicleError(VehicleErrorCode.BrandNotFound);
        return { success: true as const, data };
      },
      'search',
    );
  }

  /** Every year some compatibility of the model covers, newest first; 404 'Modelo no encontrado'. */
  async years(modelId: number): Promise<{ success: true; data: ModelYearsResponse }> {
    const lastYear = new Date().getFullYear() + YEARS_AHEAD;
    return this.cache.remember(
      'vehicle-years',
      { modelId, lastYear },
      async () => {
        const model = await this.fitments.model(modelId);
        if (!model) throw new VehicleError(VehicleErrorCode.ModelNotFound);
        const anos = await this.fitments.years(modelId, MIN_LISTED_YEAR, lastYear);
        return { success: true as const, data: { modelo: model, anos } };
      },
      'search',
    );
  }

  /** 404 when the model does not exist, 400 'No hay repuestos para ese año' when no part fits that year. */
  async assertYearHasParts(modelId: number, year: number): Promise<void> {
    const { data } = await this.years(modelId);
    if (!data.anos.includes(year)) throw new VehicleError(VehicleErrorCode.YearWithoutParts);
  }

  /** The years of the model that have parts, or null when the model does not exist. */
  async yearsWithParts(modelId: number): Promise<number[] | null> {
    try {
      return (await this.years(modelId)).data.anos;
    } catch (error) {
      if (error instanceof VehicleError) return null;
      throw error;
    }
  }
}
