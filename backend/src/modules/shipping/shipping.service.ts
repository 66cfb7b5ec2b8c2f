import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { mergeLines } from '../cart-stock';
import { PARCEL_SIZE_ORDER, ParcelSize } from '../../core/domain/parcel-size.enum';
import { ProductStockService } from '../catalog';
import { SettingsService, ShippingRatesService } from '../settings';
import type { CalculateShippingDto } from './dto/calculate-shipping.dto';
import { PICKUP_REGION } from './shipping.constants';
import { ShippingError, ShippingErrorCode } from './shipping.errors';

export interface RegionResponse {
  code: string;
  name: string;
}

export interface ShippingResponse {
  shippingCost: number;
  maxSize: ParcelSize;
  region: string;
  isFreeShipping: boolean;
  /** The products at the prices charged today (the sale price while on sale), before shipping. */
  subtotal: number;
  productDetails: Array<{
    productId: number;
    title: string;
    quantity: number;
    parcelSize: ParcelSize;
    /** Unit price charged. */
    price: number;
    /** Unit list price while on sale, else null. */
    listPrice: number | null;
  }>;
}

/** What an order pays for shipping: regionCode null means store pickup. */
export interface ShippingQuote {
  regionCode: string | null;
  maxSize: ParcelSize;
  cost: number;
}

/** The largest of the sizes (an order ships at the size of its largest item). */
export function largestParcel(sizes: Iterable<ParcelSize>): ParcelSize {
  let largest = ParcelSize.S;
  for (const size of sizes) if (PARCEL_SIZE_ORDER.indexOf(size) > PARCEL_SIZE_ORDER.indexOf(largest)) largest = size;
  return largest;
}

/** Shipping quotes from the shop's regions and rate table; also used by orders inside their transaction. */
@Injectable()
export class ShippingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly rates: ShippingRatesService,
    private readonly products: ProductStockService,
  ) {}

  async listRegions(): Promise<{ success: true; data: RegionResponse[] }> {
    const rows = await this.rates.regions();
    return { success: true, data: rows.map(({ code, name }) => ({ code, name })) };
  }

  async calculate(dto: CalculateShippingDto): Promise<{ success: true; data: ShippingResponse }> {
    const lines = mergeLines(dto.products);
    const rows = await this.products.read(lines.map((line) => line.productId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const details = lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw new ShippingError(ShippingErrorCode.ProductNotFound);
      return {
        productId: product.id,
        title: product.title,
        quantity: line.quantity,
        parcelSize: product.parcelSize,
        price: product.price,
        listPrice: product.listPrice,
      };
    });
    const subtotal = details.reduce((sum, detail) => sum + detail.price * detail.quantity, 0);
    const quote = await this.quote(
      this.dataSource.manager,
      dto.region,
      details.map((detail) => detail.parcelSize),
      subtotal,
    );
    return {
      success: true,
      data: {
        shippingCost: quote.cost,
        maxSize: quote.maxSize,
        region: dto.region,
        isFreeShipping: quote.cost === 0,
        subtotal,
        productDetails: details,
      },
    };
  }

  /**
   * The rate for the largest parcel in the region, or 0 from the shop's free-shipping threshold on (a products
   * subtotal at least that much); PICKUP_REGION costs 0 while the shop offers pickup. Unknown region → 400
   * 'Región inválida'; pickup switched off → 400.
   */
  async quote(
    manager: EntityManager,
    region: string,
    sizes: Iterable<ParcelSize>,
    subtotal: number,
  ): Promise<ShippingQuote> {
    const maxSize = largestParcel(sizes);
    const { shipping } = await this.settings.forStorefront(manager);
    if (region === PICKUP_REGION) {
      if (!shipping.storePickupEnabled) throw new ShippingError(ShippingErrorCode.PickupUnavailable);
      return { regionCode: null, maxSize, cost: 0 };
    }
    const rate = await this.rates.rate(manager, region, maxSize);
    if (!rate) throw new ShippingError(ShippingErrorCode.InvalidRegion);
    const free = shipping.freeShippingThreshold !== null && subtotal >= shipping.freeShippingThreshold;
    return { regionCode: rate.regionCode, maxSize, cost: free ? 0 : rate.cost };
  }
}
