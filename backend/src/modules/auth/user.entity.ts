import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AuthProvider } from '../../core/auth/auth-provider.enum';
import { UserRole } from '../../core/auth/user-role.enum';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** citext: unique and compared case-insensitively. */
  @Column({ type: 'citext', unique: true })
  email: string;

  @Column({ type: 'text' })
  name: string;

  /** argon2id hash; null for accounts that only sign in with Google. */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  /**
   * The ADMIN_PASSWORD the start-up bootstrap last applied to this account (argon2id), or null: a
   * restart sets the password again only when that setting changed (admin-account.bootstrap.ts).
   */
  @Column({ type: 'text', nullable: true, select: false })
  bootstrapPasswordHash: string | null;

  @Column({ type: 'enum', enum: UserRole, enumName: 'user_role', default: UserRole.CUSTOMER })
  role: UserRole;

  @Column({ type: 'enum', enum: AuthProvider, enumName: 'auth_provider', default: AuthProvider.EMAIL })
  authProvider: AuthProvider;

  @Column({ type: 'text', nullable: true, unique: true })
  googleId: string | null;

  @Column({ type: 'text', nullable: true })
  profilePicture: string | null;

  /** Carried by every token; a password change moves it on, which ends the sessions signed before. */
  @Column({ type: 'integer', default: 0 })
  sessionVersion: number;

  /**
   * When the account proved it owns its email (Google sign-in; the operator for the bootstrap
   * administrator). Null: never, so Google sign-in with that email takes the account over.
   */
  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** When an administrator disabled the account (no sign-in, no session); null: active. */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
