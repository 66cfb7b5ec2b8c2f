import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import type { User } from '../auth';
import type { Region } from '../settings';

/** A customer's saved address. At most one per user has isDefault (partial unique index). */
@Entity({ name: 'addresses' })
@Index('uq_addresses_user_default', ['userId'], { unique: true, where: '"is_default"' })
export class Address {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_addresses_user_id')
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'text' })
  alias: string;

  /** Recipient name (nombre). */
  @Column({ type: 'text' })
  name: string;

  /** Street (direccion). */
  @Column({ type: 'text' })
  street: string;

  @Column({ type: 'text' })
  number: string;

  /** Apartment / office (depto). */
  @Column({ type: 'text', nullable: true })
  apartment: string | null;

  @Column({ type: 'text' })
  comuna: string;

  /** Region code, e.g. 'RM'. */
  @Column({ type: 'varchar', length: 8 })
  region: string;

  @ManyToOne('Region', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'region' })
  regionRef: Relation<Region>;

  @Column({ type: 'text' })
  postalCode: string;

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
