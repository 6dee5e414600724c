import { DynamicModule, Module } from '@nestjs/common';
import { MemberDataModule } from './member-data/member-data.module';
import { JsonLogger, ObjectStorageModule, PlatformModule } from '@portal/platform';
import { PaymentsConfig, razorpayKeys } from './config';
import { DuesJob } from './dues/dues.job';
import { LedgerRepository } from './ledger/ledger.repository';
import { LedgerTotals } from './ledger/ledger-totals';
import { StatementsHandler } from './statements/statements.handler';
import { StatementsService } from './statements/statements.service';
import { JOB_INTERVAL_MS, PaymentsSchedulerProvider } from './jobs/payments-scheduler';
import { MemberErasureConsumer } from './members/member-erasure.consumer';
import { FinancialRetentionJob } from './retention/financial-retention.job';
import { FinancialRetentionRepository } from './retention/financial-retention.repository';
import { MemberErasureRepository } from './members/member-erasure.repository';
import { MemberEventsConsumer } from './members/member-events.consumer';
import { RenewalPaymentsConsumer } from './review/renewal-payments.consumer';
import { PaymentMembersRepository } from './members/payment-members.repository';
import { FeeRecords } from './fees/renewal-fees';
import { CreatePayments1763700050000 } from './migrations/1763700050000-CreatePayments';
import { PaymentListIndexes1763700060000 } from './migrations/1763700060000-PaymentListIndexes';
import { SchemeMemberStatus1763700070000 } from './migrations/1763700070000-SchemeMemberStatus';
import { PaymentReminders1763700131000 } from './migrations/1763700131000-PaymentReminders';
import { PaidRecordsByMonth1763700132000 } from './migrations/1763700132000-PaidRecordsByMonth';
import { PaymentMembersValidThrough1764180001000 } from './migrations/1764180001000-PaymentMembersValidThrough';
import { RecordMonths1764190026000 } from './migrations/1764190026000-RecordMonths';
import { RazorpayPaymentConflicts1764190100000 } from './migrations/1764190100000-RazorpayPaymentConflicts';
import { PaymentRefunds1764190300000 } from './migrations/1764190300000-PaymentRefunds';
import { LedgerTotalsIndexes1764190500000 } from './migrations/1764190500000-LedgerTotalsIndexes';
import { FeeRecords1764200100000 } from './migrations/1764200100000-FeeRecords';
import { PaymentReviews1764200300000 } from './migrations/1764200300000-PaymentReviews';
import { PaymentLinks1764300330000 } from './migrations/1764300330000-PaymentLinks';
import { PaymentLinkFees1764300340000 } from './migrations/1764300340000-PaymentLinkFees';
import { PaymentLinksHandler } from './links/payment-links.handler';
import { DuesLapses1764900400000 } from './migrations/1764900400000-DuesLapses';
import { AutoPayReconciledAt1764900500000 } from './migrations/1764900500000-AutoPayReconciledAt';
import { PaymentMembersLanguage1764900600000 } from './migrations/1764900600000-PaymentMembersLanguage';
import { DuesLapseWarningsJob } from './lapses/dues-lapse-warnings.job';
import { DuesLapsesHandler } from './lapses/dues-lapses.handler';
import { DuesLapsesRepository } from './lapses/dues-lapses.repository';
import { DuesLapsesService } from './lapses/dues-lapses.service';
import { AutoPayMandates1764900330000 } from './migrations/1764900330000-AutoPayMandates';
import { AutoPayEvents } from './autopay/autopay-events';
import { AutoPayHandler } from './autopay/autopay.handler';
import { AutoPayRepository } from './autopay/autopay.repository';
import { AutoPayService } from './autopay/autopay.service';
import { PaidLinks } from './links/paid-links';
import { PaymentLinkCancels } from './links/payment-link-cancels';
import { PaymentLinksReconciliation } from './links/payment-links.reconciliation';
import { PaymentLinksRepository } from './links/payment-links.repository';
import { PAYMENT_LINK_SETTINGS, PaymentLinksService } from './links/payment-links.service';
import { PaymentRemindersRepository } from './reminders/payment-reminders.repository';
import { PaymentReviewHandler } from './review/payment-review.handler';
import { PaymentReviewRepository } from './review/payment-review.repository';
import { PaymentReviewService } from './review/payment-review.service';
import { CreditNotesService } from './refunds/credit-notes.service';
import { RefundsHandler } from './refunds/refunds.handler';
import { RefundsRepository } from './refunds/refunds.repository';
import { RefundReconciliation } from './refunds/refund-reconciliation';
import { RefundsService } from './refunds/refunds.service';
import { OrdersRepository } from './razorpay/orders.repository';
import { OrdersService } from './razorpay/orders.service';
import { PaymentCapture } from './razorpay/payment-capture';
import { PaymentConflictsRepository } from './razorpay/payment-conflicts.repository';
import { PaymentVerification } from './razorpay/payment-verification';
import { RAZORPAY_SETTINGS, RazorpayClient } from './razorpay/razorpay.client';
import { RazorpayHandler } from './razorpay/razorpay.handler';
import { RECONCILE_AFTER_SECONDS, Reconciliation } from './razorpay/reconciliation';
import { WebhookEventsRepository } from './razorpay/webhook-events.repository';
import { WEBHOOK_SECRETS, WebhooksService } from './razorpay/webhooks.service';
import { ASSOCIATION_NAME, ReceiptsService } from './receipts/receipts.service';
import { PaidRecords } from './records/paid-records';
import { PaymentRemindersJob } from './reminders/payment-reminders.job';
import { PaymentRecordsExportService } from './records/payment-records-export.service';
import { PaymentRecordsHandler } from './records/payment-records.handler';
import { PaymentRecordsRepository } from './records/payment-records.repository';
import { PaymentRecordsService } from './records/payment-records.service';
import { MonthRule } from './records/month-rule';
import { RecordMonthsRepository } from './records/record-months.repository';
import { SchemeSettingsHandler } from './schemes/scheme-settings.handler';
import { SchemeSettingsRepository } from './schemes/scheme-settings.repository';
import { SchemeSettingsService } from './schemes/scheme-settings.service';

export const PaymentsMigrations = [
  CreatePayments1763700050000,
  PaymentListIndexes1763700060000,
  SchemeMemberStatus1763700070000,
  PaymentReminders1763700131000,
  PaidRecordsByMonth1763700132000,
  PaymentMembersValidThrough1764180001000,
  RecordMonths1764190026000,
  RazorpayPaymentConflicts1764190100000,
  PaymentRefunds1764190300000,
  LedgerTotalsIndexes1764190500000,
  FeeRecords1764200100000,
  PaymentReviews1764200300000,
  PaymentLinks1764300330000,
  PaymentLinkFees1764300340000,
  AutoPayMandates1764900330000,
  DuesLapses1764900400000,
  AutoPayReconciledAt1764900500000,
  PaymentMembersLanguage1764900600000,
];

/** Options that let a test run the jobs by hand instead of on their timer. */
export interface PaymentsAppOptions {
  scheduleJobs?: boolean;
}

@Module({})
export class PaymentsAppModule {
  static register(config: PaymentsConfig, logger: JsonLogger, options: PaymentsAppOptions = {}): DynamicModule {
    const keys = razorpayKeys(config);
    if (!keys) {
      logger.event(
        'warn',
        'online payment is off: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are not set',
        {},
      );
    }
    return {
      module: PaymentsAppModule,
      imports: [
        MemberDataModule,
        PlatformModule.forService({
          service: 'payments',
          config,
          logger,
          entities: [],
          migrations: PaymentsMigrations,
          features: { onlinePayment: keys ? 'on' : 'off' },
        }),
        ObjectStorageModule.register(config),
      ],
      controllers: [
        SchemeSettingsHandler,
        PaymentRecordsHandler,
        RazorpayHandler,
        RefundsHandler,
        StatementsHandler,
        PaymentReviewHandler,
        PaymentLinksHandler,
        DuesLapsesHandler,
        AutoPayHandler,
      ],
      providers: [
        {
          provide: RAZORPAY_SETTINGS,
          useValue: {
            keys: keys && { keyId: keys.keyId, keySecret: keys.keySecret },
            apiUrl: config.RAZORPAY_API_URL,
            timeoutMs: config.RAZORPAY_TIMEOUT_MS,
          },
        },
        { provide: WEBHOOK_SECRETS, useValue: { webhookSecret: keys?.webhookSecret ?? null } },
        { provide: RECONCILE_AFTER_SECONDS, useValue: config.RECONCILE_AFTER_SECONDS },
        {
          provide: PAYMENT_LINK_SETTINGS,
          useValue: {
            expirySeconds: config.PAYMENT_LINK_EXPIRY_DAYS * 86_400,
            reconcileAfterSeconds: config.RECONCILE_AFTER_SECONDS,
          },
        },
        { provide: JOB_INTERVAL_MS, useValue: config.JOB_INTERVAL_SECONDS * 1000 },
        { provide: ASSOCIATION_NAME, useValue: config.ASSOCIATION_NAME },
        PaymentMembersRepository,
        MemberEventsConsumer,
        MemberErasureRepository,
        MemberErasureConsumer,
        RenewalPaymentsConsumer,
        FeeRecords,
        SchemeSettingsRepository,
        SchemeSettingsService,
        PaymentRecordsRepository,
        PaidRecords,
        RecordMonthsRepository,
        MonthRule,
        LedgerRepository,
        LedgerTotals,
        StatementsService,
        PaymentRecordsService,
        PaymentRecordsExportService,
        ReceiptsService,
        OrdersRepository,
        RazorpayClient,
        PaymentCapture,
        PaymentVerification,
        PaymentConflictsRepository,
        PaymentReviewRepository,
        PaymentReviewService,
        WebhookEventsRepository,
        OrdersService,
        WebhooksService,
        RefundsRepository,
        RefundsService,
        CreditNotesService,
        RefundReconciliation,
        Reconciliation,
        DuesJob,
        PaymentRemindersRepository,
        PaymentRemindersJob,
        FinancialRetentionRepository,
        FinancialRetentionJob,
        PaymentLinksRepository,
        PaymentLinksService,
        PaymentLinkCancels,
        PaymentLinksReconciliation,
        PaidLinks,
        DuesLapsesRepository,
        DuesLapsesService,
        DuesLapseWarningsJob,
        AutoPayRepository,
        AutoPayService,
        AutoPayEvents,
        ...(options.scheduleJobs === false ? [] : [PaymentsSchedulerProvider]),
      ],
    };
  }
}
