import { Inject, Injectable } from '@nestjs/common';
import { AuditTrail, JsonLogger, ObjectStorage } from '@portal/platform';
import { DataSource } from 'typeorm';
import { DataCopiesRepository } from '../data-copies/data-copies.repository';
import { DataRequestsService } from '../data-requests/data-requests.service';
import { MEMBERSHIP_SETTINGS, MembershipSettings } from '../membership.settings';
import { DataRetentionRepository } from './data-retention.repository';

const DAY_MS = 86_400_000;
/** Rejected applicants keep their ID proof and photos this long (issue 32). */
export const REJECTED_APPLICANT_FILE_DAYS = 90;
/** FORMER_MEMBER_RETENTION_DAYS when none is set. */
export const FORMER_MEMBER_RETENTION_DAYS = 3 * 365;

const SYSTEM = { type: 'system' as const, id: null, role: null, ip: null, correlationId: null };

export interface RetentionRun {
  /** Rejected applicants whose ID proof and photo files were removed, and how many files. */
  applicants: string[];
  files: number;
  /** Former members anonymised (as erasures), with the request each was erased under. */
  formerMembers: Array<{ memberId: string; requestId: string }>;
  /** ZIPs of members' copies of their data past their 7 days, removed from the store. */
  expiredCopies: number;
}

/**
 * Issue 32 "Retention that runs itself", membership's part (payments removes its own financial records older than
 * 7 years): rejected applicants lose their ID proof and photo files 90 days after the rejection; former members are
 * anonymised when FORMER_MEMBER_RETENTION_DAYS have passed since their membership ended, through the erasure path
 * (a request of their own, completed; every service erases them and confirms); members' copies of their data lose
 * their ZIP when their 7 days are over, even if nobody looks at them again. Each run that did something writes
 * one audit entry saying what. `now` is the run's clock (tests pass their own).
 */
@Injectable()
export class DataRetentionJob {
  readonly name = 'data-retention';

  constructor(
    private readonly dataSource: DataSource,
    private readonly retention: DataRetentionRepository,
    private readonly copies: DataCopiesRepository,
    private readonly erasure: DataRequestsService,
    private readonly storage: ObjectStorage,
    private readonly audit: AuditTrail,
    private readonly logger: JsonLogger,
    @Inject(MEMBERSHIP_SETTINGS) private readonly settings: MembershipSettings,
  ) {}

  async run(now = new Date()): Promise<RetentionRun> {
    const applicantsBefore = new Date(now.getTime() - REJECTED_APPLICANT_FILE_DAYS * DAY_MS);
    const cleared = await this.dataSource.transaction(async (manager) => {
      const rows = await this.retention.clearRejectedApplicantFiles(manager, applicantsBefore);
      if (rows.length > 0) {
        await this.audit.record(
          manager,
          {
            action: 'retention.applicant-files-removed',
            entity: 'member',
            entityId: null,
            after: { members: rows.map((r) => r.id), files: rows.reduce((n, r) => n + r.keys.length, 0) },
          },
          SYSTEM,
        );
      }
      return rows;
    });
    await this.storage.removeQuietly(cleared.flatMap((row) => row.keys));

    const retentionDays = this.settings.formerMemberRetentionDays ?? FORMER_MEMBER_RETENTION_DAYS;
    const membersBefore = new Date(now.getTime() - retentionDays * DAY_MS);
    const due = await this.retention.formerMembersDue(this.dataSource.manager, membersBefore);
    const formerMembers: RetentionRun['formerMembers'] = [];
    for (const memberId of due) {
      const request = await this.erasure.eraseForRetention(memberId, now);
      formerMembers.push({ memberId, requestId: request.id });
    }
    if (formerMembers.length > 0) {
      await this.dataSource.transaction((manager) =>
        this.audit.record(
          manager,
          {
            action: 'retention.former-members-anonymised',
            entity: 'member',
            entityId: null,
            after: { retentionDays, requests: formerMembers.map((f) => f.requestId) },
          },
          SYSTEM,
        ),
      );
    }
    const copyKeys = await this.dataSource.transaction(async (manager) => {
      const keys = await this.copies.takeExpiredFiles(manager, now);
      if (keys.length > 0) {
        await this.audit.record(
          manager,
          {
            action: 'retention.expired-data-copies-removed',
            entity: 'data-copy',
            entityId: null,
            after: { files: keys.length },
          },
          SYSTEM,
        );
      }
      return keys;
    });
    await this.storage.removeQuietly(copyKeys);

    const run = {
      applicants: cleared.map((row) => row.id),
      files: cleared.reduce((n, row) => n + row.keys.length, 0),
      formerMembers,
      expiredCopies: copyKeys.length,
    };
    if (run.applicants.length || formerMembers.length || copyKeys.length)
      this.logger.event('info', 'data retention run', {
        applicants: run.applicants.length,
        files: run.files,
        formerMembers: formerMembers.length,
        expiredCopies: copyKeys.length,
      });
    return run;
  }
}
