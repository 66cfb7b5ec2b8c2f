import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PARCEL_SIZE_ORDER, ParcelSize } from '../catalog/parcel-size.enum';
import { CheckoutError, CheckoutErrorCode } from '../checkout/checkout.errors';
import { Region } from '../checkout/region.entity';
import { ShippingRate } from '../checkout/shipping-rate.entity';
import { UpdateShippingRatesDto } from './dto/update-shipping-rates.dto';

/**
 * The region × parcel-size rate table of 'Configuración de la tienda'. Quotes and orders read the
 * table itself (no cache), so a saved rate applies to the next quote on every instance.
 */
@Injectable()
export class ShippingRatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list() {
    const [regions, rates] = await Promise.all([
      this.dataSource.getRepository(Region).find({ order: { sortOrder: 'ASC' } }),
      this.dataSource.getRepository(ShippingRate).find(),
    ]);
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
        if (!result.affected) throw new CheckoutError(CheckoutErrorCode.InvalidRegion);
      }
    });
    return { ...(await this.list()), message: 'Tarifas de envío guardadas' };
  }
}
