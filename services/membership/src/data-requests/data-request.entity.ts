import { DataRequestKind, DataRequestStatus } from '@portal/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Issue 32: a member's data request (erasure for now). */
@Entity({ name: 'data_requests' })
export class DataRequestEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text' }) kind!: DataRequestKind;
  /** The member's uuid. */
  @Column({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ type: 'text', default: 'open' }) status!: DataRequestStatus;
  @Column({ type: 'text', nullable: true }) note!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
  @Column({ name: 'due_by', type: 'timestamptz' }) dueBy!: Date;
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt!: Date | null;
  @Column({ name: 'closed_by', type: 'text', nullable: true }) closedBy!: string | null;
  @Column({ name: 'decline_reason', type: 'text', nullable: true }) declineReason!: string | null;
  @Column({ type: 'text', nullable: true }) pseudonym!: string | null;
}

/** One service's confirmation that it erased the member of an erasure request. */
@Entity({ name: 'erasure_confirmations' })
export class ErasureConfirmationEntity {
  @Column({ name: 'request_id', type: 'uuid', primary: true }) requestId!: string;
  @Column({ type: 'text', primary: true }) service!: string;
  @Column({ name: 'confirmed_at', type: 'timestamptz', default: () => 'now()' }) confirmedAt!: Date;
}
