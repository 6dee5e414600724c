import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'registration_settings' })
export class RegistrationSettingsEntity {
  @PrimaryColumn({ type: 'integer' }) id!: number;
  @Column({ name: 'is_registration_enabled', type: 'boolean' }) isRegistrationEnabled!: boolean;
  @Column({ name: 'registration_start_date', type: 'timestamptz', nullable: true }) registrationStartDate!: Date | null;
  @Column({ name: 'registration_end_date', type: 'timestamptz', nullable: true }) registrationEndDate!: Date | null;
  @Column({ name: 'registration_message', type: 'text', nullable: true }) registrationMessage!: string | null;
  @Column({ name: 'updated_by', type: 'text', nullable: true }) updatedBy!: string | null;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
