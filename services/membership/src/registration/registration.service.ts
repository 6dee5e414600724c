import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ActorDto,
  ConsentMessages,
  MembershipErrorCode,
  PRIVACY_NOTICE_VERSION,
  PrivacyNoticeAnswer,
  RegisterAnswer,
  RegisterRequest,
  RegistrationSettingsDto,
  RegistrationSettingsInput,
  RegistrationStatusAnswer,
} from '@portal/contracts';
import { AuditTrail, auditChanges, ValidationFailedException } from '@portal/platform';
import { DataSource } from 'typeorm';
import { MembershipException, requireAdmin } from '../members/membership.exception';
import { MembersService, StoredFile } from '../members/members.service';
import { MEMBERSHIP_SETTINGS, MembershipSettings } from '../membership.settings';
import { ConsentsRepository } from '../privacy/consents.repository';
import { windowEnd, windowStart } from './registration-days';
import { RegistrationSettingsEntity } from './registration-settings.entity';
import { registrationStatus } from './registration-window';

const PUBLIC: ActorDto = { userId: 'public', userType: 'public' };

@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly audit: AuditTrail,
    private readonly consents: ConsentsRepository,
    @Inject(MEMBERSHIP_SETTINGS) private readonly membershipSettings: MembershipSettings,
  ) {}

  async status(now = new Date()): Promise<RegistrationStatusAnswer> {
    return registrationStatus(await this.settingsRow(), now);
  }

  async settings(actor: ActorDto): Promise<RegistrationSettingsDto> {
    requireAdmin(actor);
    return toDto(await this.settingsRow());
  }

  async updateSettings(input: RegistrationSettingsInput, actor: ActorDto): Promise<RegistrationSettingsDto> {
    requireAdmin(actor);
    const start = windowStart(input.registrationStartDate);
    const end = windowEnd(input.registrationEndDate);
    if (start && end && end.getTime() < start.getTime()) {
      throw new ValidationFailedException([
        { field: 'registrationEndDate', message: 'End date must be after the start date' },
      ]);
    }
    const message = input.registrationMessage?.trim() || null;
    return this.dataSource.transaction(async (manager) => {
      const settings = manager.getRepository(RegistrationSettingsEntity);
      const before = toDto(await settings.findOneOrFail({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } }));
      await settings.update(1, {
        isRegistrationEnabled: input.isRegistrationEnabled,
        registrationStartDate: start,
        registrationEndDate: end,
        registrationMessage: message,
        updatedBy: actor.userId,
        updatedAt: new Date(),
      });
      const after = toDto(await settings.findOneByOrFail({ id: 1 }));
      await this.audit.record(manager, {
        action: 'registration-settings.updated',
        entity: 'registration-settings',
        entityId: null,
        ...auditChanges(before, after),
      });
      return after;
    });
  }

  /** The status while registration is open; refused with RegistrationClosed (and the admin's message) otherwise. */
  async assertOpen(now = new Date()): Promise<RegistrationStatusAnswer> {
    const status = await this.status(now);
    if (!status.isOpen) {
      throw new MembershipException(
        MembershipErrorCode.RegistrationClosed,
        status.message ? `Registration is currently closed. ${status.message}` : 'Registration is currently closed.',
      );
    }
    return status;
  }

  /**
   * A visitor's application: refused while registration is closed, whatever
   * the client shows; otherwise a pending member with every field and file.
   */
  async register(request: RegisterRequest): Promise<RegisterAnswer> {
    await this.assertOpen();
    const { privacyConsent, privacyNoticeVersion, ...input } = request.input;
    const noticeVersion = consentedNoticeVersion(privacyConsent, privacyNoticeVersion);
    const files: { passportPhoto?: StoredFile; idProof?: StoredFile } = {};
    if (request.passportPhoto) files.passportPhoto = request.passportPhoto;
    if (request.idProof) files.idProof = request.idProof;
    // The consent is recorded in the member's own transaction: no member without it, no consent without a member.
    const member = await this.members.create(
      input,
      PUBLIC,
      'registration',
      files,
      async (manager, created) => {
        // Named in the registration's own audit entry (one entry per registration).
        const consent = await this.consents.insert(manager, {
          memberId: created.id,
          purpose: 'registration',
          noticeVersion,
        });
        return { consent: { id: consent.id, noticeVersion: consent.noticeVersion, givenAt: consent.givenAt } };
      },
      request.language,
    );
    return {
      member,
      message:
        'Registration submitted successfully! You will receive an e-mail once an administrator has reviewed your application.',
    };
  }

  /** The notice's version and the grievance officer it names (public; the registration form and privacy page). */
  privacyNotice(): PrivacyNoticeAnswer {
    return { version: PRIVACY_NOTICE_VERSION, grievanceOfficer: this.membershipSettings.grievanceOfficer };
  }

  private async settingsRow(): Promise<RegistrationSettingsEntity> {
    return this.dataSource.getRepository(RegistrationSettingsEntity).findOneByOrFail({ id: 1 });
  }
}

function toDto(row: RegistrationSettingsEntity): RegistrationSettingsDto {
  return {
    isRegistrationEnabled: row.isRegistrationEnabled,
    registrationStartDate: row.registrationStartDate?.toISOString() ?? null,
    registrationEndDate: row.registrationEndDate?.toISOString() ?? null,
    registrationMessage: row.registrationMessage,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Issue 32: a registration needs the visitor's explicit consent to the privacy notice the form showed, which must be
 * the current one (a form opened before the notice changed is refused, so nobody agrees to words they did not see).
 */
export function consentedNoticeVersion(consent: unknown, version: unknown): string {
  if (consent !== true && consent !== 'true') {
    throw new ValidationFailedException([{ field: 'privacyConsent', message: ConsentMessages.required }]);
  }
  if (version !== PRIVACY_NOTICE_VERSION) {
    throw new ValidationFailedException([{ field: 'privacyNoticeVersion', message: ConsentMessages.outdated }]);
  }
  return PRIVACY_NOTICE_VERSION;
}
