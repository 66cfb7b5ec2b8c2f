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
import { User } from './user.entity';

/**
 * A live password-reset link (PasswordResetService). The token itself is only ever in the e-mail;
 * this row keeps its SHA-256. Deleted when used or replaced by a newer link for the account.
 */
@Entity({ name: 'password_reset_tokens' })
@Unique('uq_password_reset_tokens_token_hash', ['tokenHash'])
export class PasswordResetToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_password_reset_tokens_user_id')
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** Hex SHA-256 of the token. */
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** Expired rows are swept when links are issued. */
  @Index('idx_password_reset_tokens_expires_at')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
