import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { VehicleModel } from './vehicle-model.entity';

/** Vehicle brand (Toyota, Hyundai...). */
@Entity({ name: 'brands' })
// Unique case- and accent-insensitively: lower(immutable_unaccent(name)), migration only.
// Upsert with `ON CONFLICT ((lower(immutable_unaccent(name)))) DO NOTHING`.
@Index('uq_brands_name_normalized', { synchronize: false })
export class Brand {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @OneToMany(() => VehicleModel, (model) => model.brand)
  models: Relation<VehicleModel>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
