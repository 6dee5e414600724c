import { Column, Entity, PrimaryColumn } from 'typeorm';

export type PasswordTokenKind = 'setup' | 'reset';

/** An e-mailed password link; only the SHA-256 of the token is stored. Deleted when used or replaced. */
@Entity({ name: 'password_tokens' })
export class PasswordTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'member_uuid', type: 'uuid' })
  memberUuid!: string;

  @Column({ type: 'text' })
  kind!: PasswordTokenKind;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
