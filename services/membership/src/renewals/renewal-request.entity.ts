import { RenewalRequestStatus } from '@portal/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'renewal_requests' })
export class RenewalRequestEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** The member's uuid. */
  @Column({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ name: 'member_name', type: 'text' }) memberName!: string;
  @Column({ name: 'member_email', type: 'text', nullable: true }) memberEmail!: string | null;
  @Column({ name: 'current_status', type: 'text' }) currentStatus!: string;
  /** numeric(10,2) as a string, never a float. */
  @Column({ name: 'renewal_amount', type: 'numeric', precision: 10, scale: 2 }) renewalAmount!: string;
  @Column({ type: 'text', default: 'open' }) status!: RenewalRequestStatus;
  @Column({ name: 'requested_by', type: 'text', nullable: true }) requestedBy!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  /** When and by which admin it was completed or declined. */
  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true }) resolvedAt!: Date | null;
  @Column({ name: 'resolved_by', type: 'text', nullable: true }) resolvedBy!: string | null;
  @Column({ name: 'decline_reason', type: 'text', nullable: true }) declineReason!: string | null;
  /** Mark Paid and Renewed: the validity before and after. */
  @Column({ name: 'previous_end_date', type: 'timestamptz', nullable: true }) previousEndDate!: Date | null;
  @Column({ name: 'new_end_date', type: 'timestamptz', nullable: true }) newEndDate!: Date | null;
  /** Mark Paid and Renewed: how the fee was paid and its reference. */
  @Column({ name: 'payment_method', type: 'text', nullable: true }) paymentMethod!: string | null;
  @Column({ name: 'payment_reference', type: 'text', nullable: true }) paymentReference!: string | null;
}
