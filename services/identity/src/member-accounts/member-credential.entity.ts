import type { Language } from '@portal/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member as identity knows it: login identifiers from membership events, plus the password. */
@Entity({ name: 'member_credentials' })
export class MemberCredentialEntity {
  @PrimaryColumn({ name: 'member_uuid', type: 'uuid' })
  memberUuid!: string;

  /** Upper case, e.g. PHOTO0001. */
  @Column({ name: 'member_id', type: 'text' })
  memberId!: string;

  /** Lower case; null when the member gave none. */
  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** Ten digits (an Indian number without +91) when it could be normalised. */
  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text' })
  status!: string;

  /** argon2id hash; null until the member sets a password. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  @Column({ name: 'password_set_at', type: 'timestamptz', nullable: true })
  passwordSetAt!: Date | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  /** The language of the member's e-mails (issue 31), from membership's events. */
  @Column({ type: 'text', default: 'en' })
  language!: Language;

  /** occurredAt of the event whose snapshot this row holds; older snapshots are ignored. */
  @Column({ name: 'snapshot_at', type: 'timestamptz' })
  snapshotAt!: Date;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
