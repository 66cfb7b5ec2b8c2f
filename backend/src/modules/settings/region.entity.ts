import { Column, Entity, OneToMany, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ShippingRate } from './shipping-rate.entity';

/** The 16 Chilean regions (reference data), keyed by their ISO 3166-2:CL code ('RM', 'VS'...). */
@Entity({ name: 'regions' })
export class Region {
  @PrimaryColumn({ type: 'varchar', length: 8 })
  code: string;

  @Column({ type: 'text', unique: true })
  name: string;

  /** 1 (Arica y Parinacota, north) to 16 (Magallanes, south). */
  @Column({ type: 'integer' })
  sortOrder: number;

  @OneToMany(() => ShippingRate, (rate) => rate.region)
  shippingRates: Relation<ShippingRate>[];
}
