import { CorrectionField, CorrectionRequestStatus } from '@portal/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Issue 32: a member's request to correct a field they cannot edit themselves. */
@Entity({ name: 'correction_requests' })
export class CorrectionRequestEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** The member's uuid. */
  @Column({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ type: 'text' }) field!: CorrectionField;
  /** Normalised as the member form stores it (YYYY-MM-DD, "First Last", the last four Aadhaar digits). */
  @Column({ name: 'requested_value', type: 'text' }) requestedValue!: string;
  @Column({ type: 'text', nullable: true }) note!: string | null;
  @Column({ type: 'text', default: 'open' }) status!: CorrectionRequestStatus;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt!: Date | null;
  @Column({ name: 'closed_by', type: 'text', nullable: true }) closedBy!: string | null;
  @Column({ name: 'decline_reason', type: 'text', nullable: true }) declineReason!: string | null;
}
