import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { Brand } from './brand.entity';
import { Compatibility } from './compatibility.entity';

/** Vehicle model of a brand (Toyota Yaris). Table `vehicle_models`: "model" is too generic. */
@Entity({ name: 'vehicle_models' })
// Unique (brand_id, lower(immutable_unaccent(name))), migration only; it also serves brand_id lookups.
// Upsert with `ON CONFLICT (brand_id, (lower(immutable_unaccent(name)))) DO NOTHING`.
@Index('uq_vehicle_models_brand_name_normalized', { synchronize: false })
export class VehicleModel {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  brandId: number;

  @ManyToOne(() => Brand, (brand) => brand.models, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brand_id' })
  brand: Relation<Brand>;

  @Column({ type: 'text' })
  name: string;

  @OneToMany(() => Compatibility, (compatibility) => compatibility.model)
  compatibilities: Relation<Compatibility>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
