import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { ParcelSize } from '../../core/domain/parcel-size.enum';
import { Region } from './region.entity';

/** Fixed shipping cost (CLP) per region and parcel size; an order pays the rate of its largest parcel. */
@Entity({ name: 'shipping_rates' })
@Unique('uq_shipping_rates_region_size', ['regionCode', 'parcelSize'])
@Check('ck_shipping_rates_cost', '"cost" >= 0')
export class ShippingRate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 8 })
  regionCode: string;

  @ManyToOne(() => Region, (region) => region.shippingRates, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'region_code' })
  region: Relation<Region>;

  @Column({ type: 'enum', enum: ParcelSize, enumName: 'parcel_size' })
  parcelSize: ParcelSize;

  @Column({ type: 'integer' })
  cost: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
