import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface FittedBrand {
  id: number;
  nombre: string;
}

export interface FittedModel {
  id: number;
  nombre: string;
  marcaId: number;
}

/** A model with its brand's name. */
export type FittedModelWithBrand = FittedModel & { marca: string };

/**
 * The brands, models and years some part fits, read from the compatibilities (index
 * idx_compatibilities_model_years), in the vehicle selector's wire names (vehicles module).
 */
@Injectable()
export class VehicleFitments {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Brands with at least one fitted model, by name. */
  brands(): Promise<FittedBrand[]> {
    return this.dataSource.query(
      `SELECT b.id, b.name AS nombre FROM brands b
       WHERE EXISTS (SELECT 1 FROM vehicle_models m JOIN compatibilities c ON c.model_id = m.id WHERE m.brand_id = b.id)
       ORDER BY lower(immutable_unaccent(b.name)), b.id`,
    );
  }

  /** The brand's fitted models by name, or null when the brand does not exist. */
  async models(brandId: number): Promise<FittedModel[] | null> {
    const [brand] = await this.dataSource.query(`SELECT 1 FROM brands WHERE id = $1`, [brandId]);
    if (!brand) return null;
    return this.dataSource.query(
      `SELECT m.id, m.name AS nombre, m.brand_id AS "marcaId" FROM vehicle_models m
       WHERE m.brand_id = $1 AND EXISTS (SELECT 1 FROM compatibilities c WHERE c.model_id = m.id)
       ORDER BY lower(immutable_unaccent(m.name)), m.id`,
      [brandId],
    );
  }

  /** The model with its brand's name, or null when it does not exist. */
  async model(modelId: number): Promise<FittedModelWithBrand | null> {
    return (await this.modelsWithBrand([modelId])).get(modelId) ?? null;
  }

  /** These models with their brand's name, by model id; ids that do not exist are left out. */
  async modelsWithBrand(modelIds: number[]): Promise<Map<number, FittedModelWithBrand>> {
    if (modelIds.length === 0) return new Map();
    const rows: FittedModelWithBrand[] = await this.dataSource.query(
      `SELECT m.id, m.name AS nombre, m.brand_id AS "marcaId", b.name AS marca
       FROM vehicle_models m JOIN brands b ON b.id = m.brand_id WHERE m.id = ANY($1::int[])`,
      [[...new Set(modelIds)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Every year from `from` to `to` some compatibility of the model covers, newest first. */
  async years(modelId: number, from: number, to: number): Promise<number[]> {
    // The distinct ranges first (an index-only scan), then their years.
    const rows: { year: number }[] = await this.dataSource.query(
      `SELECT DISTINCT y::int AS year
       FROM (SELECT DISTINCT c.year_from, c.year_to FROM compatibilities c WHERE c.model_id = $1) r,
         generate_series(greatest(r.year_from, $2::int), least(r.year_to, $3::int)) AS y
       ORDER BY 1 DESC`,
      [modelId, from, to],
    );
    return rows.map((row) => row.year);
  }
}
