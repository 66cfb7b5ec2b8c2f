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
import { Category } from './category.entity';
import { Subcategory } from './subcategory.entity';

/**
 * Always belongs to a category; the subcategory is optional (the storefront groups the ones
 * without a subcategory under a synthetic 'Otros'). Deleting a subcategory moves its
 * sub-subcategories directly under the category (SET NULL).
 */
@Entity({ name: 'sub_subcategories' })
// The import looks sub-subcategories up by name: lower(immutable_unaccent(name)), migration only.
@Index('idx_sub_subcategories_name_normalized', { synchronize: false })
export class SubSubcategory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Index('idx_sub_subcategories_category_id')
  @Column({ type: 'integer' })
  categoryId: number;

  @ManyToOne(() => Category, (category) => category.subSubcategories, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category>;

  @Index('idx_sub_subcategories_subcategory_id')
  @Column({ type: 'integer', nullable: true })
  subcategoryId: number | null;

  @ManyToOne(() => Subcategory, (subcategory) => subcategory.subSubcategories, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subcategory_id' })
  subcategory: Relation<Subcategory> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
