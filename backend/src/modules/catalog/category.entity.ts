import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { SubSubcategory } from './sub-subcategory.entity';
import { Subcategory } from './subcategory.entity';

@Entity({ name: 'categories' })
// Unique on lower(name): an expression index, created by the migration only.
@Index('uq_categories_name_lower', { synchronize: false })
export class Category {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  image: string | null;

  @OneToMany(() => Subcategory, (subcategory) => subcategory.category)
  subcategories: Relation<Subcategory>[];

  /** Every sub-subcategory of the category, with or without a parent subcategory. */
  @OneToMany(() => SubSubcategory, (subSubcategory) => subSubcategory.category)
  subSubcategories: Relation<SubSubcategory>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
