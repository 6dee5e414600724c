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
  @Column({ type: 'text', default: 'open' }) status!: 'open' | 'completed';
  @Column({ name: 'requested_by', type: 'text', nullable: true }) requestedBy!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}
