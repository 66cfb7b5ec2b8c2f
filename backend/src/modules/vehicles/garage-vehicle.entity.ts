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
import type { User } from '../auth';
import type { VehicleModel } from '../catalog';

/** A vehicle in a customer's 'Mi garaje' (at most GARAGE_MAX_VEHICLES each). */
@Entity({ name: 'garage_vehicles' })
// Leads with user_id, so it also serves "the garage of a user".
@Unique('uq_garage_vehicles_user_model_year', ['userId', 'modelId', 'year'])
export class GarageVehicle {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  // Deleting a model removes it from every garage: an index for that cascade.
  @Index('idx_garage_vehicles_model_id')
  @Column({ type: 'integer' })
  modelId: number;

  @ManyToOne('VehicleModel', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'model_id' })
  model: Relation<VehicleModel>;

  @Column({ type: 'smallint' })
  year: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
