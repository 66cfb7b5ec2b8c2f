import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import type { User } from '../auth';
import type { Product } from '../catalog';
import { ReviewReply } from './review-reply.entity';

/** Anyone may review (no login needed); userId is set when the author was signed in. */
@Entity({ name: 'reviews' })
@Index('idx_reviews_created_at', ['createdAt', 'id'])
@Check('ck_reviews_rating', '"rating" BETWEEN 1 AND 5')
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_reviews_product_id')
  @Column({ type: 'integer' })
  productId: number;

  @ManyToOne('Product', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Relation<Product>;

  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User> | null;

  @Column({ type: 'text' })
  userName: string;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'text' })
  comment: string;

  @OneToMany(() => ReviewReply, (reply) => reply.review)
  replies: Relation<ReviewReply>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Set by an administrator (/admin/reviews): gone from the storefront and from the product's rating. */
  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;
}
