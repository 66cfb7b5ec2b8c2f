import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogCacheService } from '../catalog';
import { MIN_LISTED_YEAR, YEARS_AHEAD } from './vehicles.constants';
import { VehicleError, VehicleErrorCode } from './vehicles.errors';
import type { ModelYearsResponse, VehicleBrandResponse, VehicleModelResponse } from './vehicles.responses';

/**
 * The vehicle selector's lists (marca → modelo → año): only brands, models and years some part
 * fits, read from the compatibilities (index idx_compatibilities_model_years) and cached with the
 * catalogue's search version, so an import that adds fitments shows at once.
 */
@Injectable()
export class VehiclesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: CatalogCacheService,
  ) {}

  async brands(): Promise<{ success: true; data: VehicleBrandResponse[] }> {
    return this.cache.remember(
      'vehicle-brands',
      {},
      async () => {
        const data: VehicleBrandResponse[] = await this.dataSource.query(
          `SELECT b.id, b.name AS nombre FROM brands b
           WHERE EXISTS (SELECT 1 FROM vehicle_models m JOIN compatibilities c ON c.model_id = m.id WHERE m.brand_id = b.id)
           ORDER BY lower(immutable_unaccent(b.name)), b.id`,
        );
        return { success: true as const, data };
      },
      'search',
    );
  }

  async models(brandId: number): Promise<{ success: true; data: VehicleModelResponse[] }> {
    return this.cache.remember(
      'vehicle-models',
      { brandId },
      async () => {
        const [brand] = await this.dataSource.query(`SELECT 1 FROM brands WHERE id = $1`, [brandId]);
        if (!brand) throw new VehicleError(VehicleErrorCode.BrandNotFound);
        const data: VehicleModelResponse[] = await this.dataSource.query(
          `SELECT m.id, m.name AS nombre, m.brand_id AS "marcaId" FROM vehicle_models m
           WHERE m.brand_id = $1 AND EXISTS (SELECT 1 FROM compatibilities c WHERE c.model_id = m.id)
           ORDER BY lower(immutable_unaccent(m.name)), m.id`,
          [brandId],
        );
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
        const [model]: ModelYearsResponse['modelo'][] = await this.dataSource.query(
          `SELECT m.id, m.name AS nombre, m.brand_id AS "marcaId", b.name AS marca
           FROM vehicle_models m JOIN brands b ON b.id = m.brand_id WHERE m.id = $1`,
          [modelId],
        );
        if (!model) throw new VehicleError(VehicleErrorCode.ModelNotFound);
        // The distinct ranges first (an index-only scan), then their years.
        const rows: { year: number }[] = await this.dataSource.query(
          `SELECT DISTINCT y::int AS year
           FROM (SELECT DISTINCT c.year_from, c.year_to FROM compatibilities c WHERE c.model_id = $1) r,
             generate_series(greatest(r.year_from, $2::int), least(r.year_to, $3::int)) AS y
           ORDER BY 1 DESC`,
          [modelId, MIN_LISTED_YEAR, lastYear],
        );
        return { success: true as const, data: { modelo: model, anos: rows.map((row) => row.year) } };
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
