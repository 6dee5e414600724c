import type { AdminRole, Language } from '@portal/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  /** argon2id hash, never the password; null for an invited account whose owner has not chosen one yet. */
  @Column({ type: 'text', nullable: true })
  password!: string | null;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  /** One of AdminRoles (a CHECK constraint holds the database to them). */
  @Column({ type: 'text', default: 'admin' })
  role!: AdminRole;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  /** When the latest invitation to this account went out; null for the first admin (seeded, never invited). */
  @Column({ name: 'invited_at', type: 'timestamptz', nullable: true })
  invitedAt!: Date | null;

  /** When two-factor sign-in was turned on; null while it is off (its secret and codes: admin-two-factor.repository.ts). */
  @Column({ name: 'two_factor_enabled_at', type: 'timestamptz', nullable: true })
  twoFactorEnabledAt!: Date | null;

  /** The language the admin chose for the portal (issue 31). */
  @Column({ type: 'text', default: 'en' })
  language!: Language;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
