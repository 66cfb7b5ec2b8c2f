import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PARCEL_SIZE_ORDER, ParcelSize } from '../../core/domain/parcel-size.enum';
import { UpdateShippingRatesDto } from './dto/update-shipping-rates.dto';
import { Region } from './region.entity';
import { SettingsError, SettingsErrorCode } from './settings.errors';
import { ShippingRate } from './shipping-rate.entity';

/**
 * The regions and the region × parcel-size rate table of 'Configuración de la tienda'. Quotes and
 * orders read the table itself (no cache), so a saved rate applies to the next quote on every instance.
 */
@Injectable()
export class ShippingRatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The 16 regions, north to south. */
  regions(): Promise<Region[]> {
    return this.dataSource.getRepository(Region).find({ order: { sortOrder: 'ASC' } });
  }

  /** The rate of a region and parcel size, inside the caller's transaction; null for an unknown region. */
  async rate(
    manager: EntityManager,
    regionCode: string,
    parcelSize: ParcelSize,
  ): Promise<{ regionCode: string; cost: number } | null> {
    // Plain SQL: every quote and order asks, and TypeORM's findOne costs more CPU than the unique index lookup.
    const [rate] = await manager.query<Array<{ regionCode: string; cost: number }>>(
      `SELECT region_code AS "regionCode", cost FROM shipping_rates WHERE region_code = $1 AND parcel_size = $2`,
      [regionCode, parcelSize],
    );
    return rate ?? null;
  }

  async list() {
    const [regions, rates] = await Promise.all([this.regions(), this.dataSource.getRepository(ShippingRate).find()]);
    return {
      success: true,
      sizes: PARCEL_SIZE_ORDER,
      regions: regions.map((region) => ({
        code: region.code,
        name: region.name,
        rates: Object.fromEntries(
          rates
            .filter((rate) => rate.regionCode === region.code)
            .map((rate) => [rate.parcelSize, rate.cost] as [ParcelSize, number]),
        ),
      })),
    };
  }

  /** Every rate in one transaction: an unknown region or size refuses the whole save (400 'Región inválida'). */
  async save(dto: UpdateShippingRatesDto) {
    await this.dataSource.transaction(async (manager) => {
      for (const rate of dto.rates) {
        const result = await manager
          .getRepository(ShippingRate)
          .update({ regionCode: rate.regionCode, parcelSize: rate.parcelSize }, { cost: rate.cost });
        if (!result.affected) throw new SettingsError(SettingsErrorCode.InvalidRegion);
      }
    });
    return { ...(await this.list()), message: 'Tarifas de envío guardadas' };
  }
}
