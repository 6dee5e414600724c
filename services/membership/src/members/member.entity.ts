import { Language, MemberStatus, Scheme } from '@portal/contracts';
import type { MembershipColumns } from '@portal/platform';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The members table's columns for the shared validity rule: the end instant, so its index still serves. */
export const MEMBER_VALIDITY: MembershipColumns = { status: 'status', term: { endsAt: 'membership_end_date' } };

/** A member (spec part 1 §3 and the registration form). The search column is maintained by Postgres and not mapped. */
@Entity({ name: 'members' })
export class MemberEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'member_id', type: 'text' }) memberId!: string;
  @Column({ name: 'first_name', type: 'text' }) firstName!: string;
  @Column({ name: 'last_name', type: 'text' }) lastName!: string;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  /** 10 digits, normalised. */
  @Column({ type: 'text' }) phone!: string;
  @Column({ name: 'alternate_phone', type: 'text', nullable: true }) alternatePhone!: string | null;
  @Column({ type: 'text', nullable: true }) address!: string | null;
  @Column({ type: 'text', nullable: true }) city!: string | null;
  @Column({ type: 'text', nullable: true }) state!: string | null;
  @Column({ type: 'text', nullable: true }) pincode!: string | null;
  /** YYYY-MM-DD. */
  @Column({ name: 'date_of_birth', type: 'date', nullable: true }) dateOfBirth!: string | null;
  @Column({ type: 'text', nullable: true }) gender!: string | null;
  @Column({ name: 'studio_name', type: 'text', nullable: true }) studioName!: string | null;
  @Column({ name: 'business_type', type: 'text', nullable: true }) businessType!: string | null;
  @Column({ name: 'experience_years', type: 'text', nullable: true }) experienceYears!: string | null;
  /** Never the full Aadhaar number (DESIGN.md §4). */
  @Column({ name: 'aadhaar_last4', type: 'text', nullable: true }) aadhaarLast4!: string | null;
  @Column({ name: 'emergency_contact_name', type: 'text', nullable: true }) emergencyContactName!: string | null;
  @Column({ name: 'emergency_contact_phone', type: 'text', nullable: true }) emergencyContactPhone!: string | null;
  @Column({ name: 'emergency_contact_relation', type: 'text', nullable: true }) emergencyContactRelation!:
    string | null;
  @Column({ name: 'referred_by', type: 'text', nullable: true }) referredBy!: string | null;
  @Column({ name: 'additional_info', type: 'text', nullable: true }) additionalInfo!: string | null;

  @Column({ name: 'profile_photo_key', type: 'text', nullable: true }) profilePhotoKey!: string | null;
  @Column({ name: 'profile_photo_content_type', type: 'text', nullable: true }) profilePhotoContentType!: string | null;
  @Column({ name: 'profile_photo_name', type: 'text', nullable: true }) profilePhotoName!: string | null;
  @Column({ name: 'profile_photo_size', type: 'integer', nullable: true }) profilePhotoSize!: number | null;
  @Column({ name: 'id_card_key', type: 'text', nullable: true }) idCardKey!: string | null;
  @Column({ name: 'id_card_content_type', type: 'text', nullable: true }) idCardContentType!: string | null;
  @Column({ name: 'id_card_name', type: 'text', nullable: true }) idCardName!: string | null;
  @Column({ name: 'id_card_size', type: 'integer', nullable: true }) idCardSize!: number | null;
  /** When the newest generated card was made (kept by a trigger on id_cards); the upload fields are above. */
  @Column({ name: 'id_card_generated_at', type: 'timestamptz', nullable: true, update: false, insert: false })
  idCardGeneratedAt!: Date | null;
  @Column({ name: 'passport_photo_key', type: 'text', nullable: true }) passportPhotoKey!: string | null;
  @Column({ name: 'passport_photo_content_type', type: 'text', nullable: true }) passportPhotoContentType!:
    string | null;
  @Column({ name: 'passport_photo_name', type: 'text', nullable: true }) passportPhotoName!: string | null;
  @Column({ name: 'passport_photo_size', type: 'integer', nullable: true }) passportPhotoSize!: number | null;
  @Column({ name: 'id_proof_key', type: 'text', nullable: true }) idProofKey!: string | null;
  @Column({ name: 'id_proof_content_type', type: 'text', nullable: true }) idProofContentType!: string | null;
  @Column({ name: 'id_proof_name', type: 'text', nullable: true }) idProofName!: string | null;
  @Column({ name: 'id_proof_size', type: 'integer', nullable: true }) idProofSize!: number | null;

  @Column({ name: 'opted_schemes', type: 'text', array: true, default: () => `'{}'` }) optedSchemes!: Scheme[];
  @Column({ name: 'membership_start_date', type: 'timestamptz', nullable: true }) membershipStartDate!: Date | null;
  @Column({ name: 'membership_end_date', type: 'timestamptz', nullable: true }) membershipEndDate!: Date | null;
  @Column({ type: 'text', default: 'pending' }) status!: MemberStatus;
  /** Where the member came from; null for members stored before it was kept. */
  @Column({ type: 'text', nullable: true }) source!: 'registration' | 'admin' | 'import' | null;
  /** The language of the member's e-mails (issue 31): the registration form's, else English. */
  @Column({ type: 'text', default: 'en' }) language!: Language;
  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true }) approvedAt!: Date | null;
  @Column({ name: 'approved_by', type: 'text', nullable: true }) approvedBy!: string | null;
  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true }) rejectedAt!: Date | null;
  @Column({ name: 'rejected_by', type: 'text', nullable: true }) rejectedBy!: string | null;
  @Column({ name: 'rejection_reason', type: 'text', nullable: true }) rejectionReason!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}

/** The four files a member record points to, by the kind named in the contract. */
export const MemberFileColumns = {
  photo: {
    key: 'profilePhotoKey',
    contentType: 'profilePhotoContentType',
    name: 'profilePhotoName',
    size: 'profilePhotoSize',
  },
  idCard: { key: 'idCardKey', contentType: 'idCardContentType', name: 'idCardName', size: 'idCardSize' },
  passportPhoto: {
    key: 'passportPhotoKey',
    contentType: 'passportPhotoContentType',
    name: 'passportPhotoName',
    size: 'passportPhotoSize',
  },
  idProof: { key: 'idProofKey', contentType: 'idProofContentType', name: 'idProofName', size: 'idProofSize' },
} as const satisfies Record<string, Record<'key' | 'contentType' | 'name' | 'size', keyof MemberEntity>>;
