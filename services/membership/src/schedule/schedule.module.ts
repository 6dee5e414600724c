import { DynamicModule, Module } from '@nestjs/common';
import { JobScheduler, JsonLogger } from '@portal/platform';
import { DataSource } from 'typeorm';
import { DataCopiesRepository } from '../data-copies/data-copies.repository';
import { DataRequestsModule } from '../data-requests/data-requests.module';
import { DataRetentionJob } from './data-retention.job';
import { DataRetentionRepository } from './data-retention.repository';
import { MembershipExpiryJob } from './membership-expiry.job';
import { RenewalRemindersJob } from './renewal-reminders.job';

// pg_advisory_lock key: one runner at a time across every replica of membership.
export const MEMBERSHIP_JOBS_LOCK = 'membership.scheduled-jobs';

/**
 * Membership's scheduled jobs on the shared scheduler: expiry first, then the reminders of those still active, then
 * data retention (issue 32).
 */
export function membershipScheduler(
  dataSource: DataSource,
  logger: JsonLogger,
  intervalMs: number,
  jobs: { expiry: MembershipExpiryJob; reminders: RenewalRemindersJob; retention?: DataRetentionJob },
): JobScheduler {
  return new JobScheduler(dataSource, logger, {
    lockKey: MEMBERSHIP_JOBS_LOCK,
    intervalMs,
    jobs: [jobs.expiry, jobs.reminders, ...(jobs.retention ? [jobs.retention] : [])],
  });
}

/** The expiry, reminder and retention jobs; `schedule: false` leaves them to be run by hand (tests). */
@Module({})
export class MembershipScheduleModule {
  static register(options: { intervalSeconds: number; schedule?: boolean }): DynamicModule {
    return {
      module: MembershipScheduleModule,
      imports: [DataRequestsModule],
      providers: [
        MembershipExpiryJob,
        RenewalRemindersJob,
        DataRetentionRepository,
        DataCopiesRepository,
        DataRetentionJob,
        ...(options.schedule === false
          ? []
          : [
              {
                provide: JobScheduler,
                inject: [DataSource, JsonLogger, MembershipExpiryJob, RenewalRemindersJob, DataRetentionJob],
                useFactory: (
                  dataSource: DataSource,
                  logger: JsonLogger,
                  expiry: MembershipExpiryJob,
                  reminders: RenewalRemindersJob,
                  retention: DataRetentionJob,
                ) =>
                  membershipScheduler(dataSource, logger, options.intervalSeconds * 1000, {
                    expiry,
                    reminders,
                    retention,
                  }),
              },
            ]),
      ],
    };
  }
}
