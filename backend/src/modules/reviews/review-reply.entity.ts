import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import type { User } from '../auth';
import { Review } from './review.entity';

@Entity({ name: 'review_replies' })
export class ReviewReply {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_review_replies_review_id')
  @Column({ type: 'integer' })
  reviewId: number;

  @ManyToOne(() => Review, (review) => review.replies, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id' })
  review: Relation<Review>;

  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User> | null;

  @Column({ type: 'text' })
  userName: string;

  @Column({ type: 'text' })
  comment: string;

  /** Set by the server from the author's role, never from the request body. */
  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Set by an administrator (/admin/reviews): gone from the storefront. */
  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;
}
