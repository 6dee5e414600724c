import { MemberDocumentType } from '@portal/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'member_documents' })
export class MemberDocumentEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** The member's uuid. */
  @Column({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ name: 'document_type', type: 'text' }) documentType!: MemberDocumentType;
  @Column({ name: 'file_name', type: 'text' }) fileName!: string;
  @Column({ name: 'file_size', type: 'integer' }) fileSize!: number;
  @Column({ name: 'file_type', type: 'text' }) fileType!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ name: 'uploaded_by', type: 'text', nullable: true }) uploadedBy!: string | null;
  @Column({ name: 'object_key', type: 'text' }) objectKey!: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt!: Date;
}
