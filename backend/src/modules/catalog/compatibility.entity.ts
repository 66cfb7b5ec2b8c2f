import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { Product } from './product.entity';
import { VehicleModel } from './vehicle-model.entity';

/**
 * A product fits a vehicle model for a range of years. yearFrom > yearTo is stored as given: the
 * import only warns about it. The unique constraint (product first) also serves product lookups.
 */
@Entity({ name: 'compatibilities' })
@Unique('uq_compatibilities_product_model_years', ['productId', 'modelId', 'yearFrom', 'yearTo'])
// Model, years, then product: "products that fit this model in this year" (and "products of a model",
// "years of a model") from the index alone.
@Index('idx_compatibilities_model_years', ['modelId', 'yearFrom', 'yearTo', 'productId'])
export class Compatibility {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  productId: number;

  @ManyToOne(() => Product, (product) => product.compatibilities, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Relation<Product>;

  @Column({ type: 'integer' })
  modelId: number;

  @ManyToOne(() => VehicleModel, (model) => model.compatibilities, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'model_id' })
  model: Relation<VehicleModel>;

  @Column({ type: 'smallint' })
  yearFrom: number;

  @Column({ type: 'smallint' })
  yearTo: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
