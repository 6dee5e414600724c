import type {
  ActivityItemDto,
  AdminAccountDto,
  AdminDto,
  AdminTwoFactorRequiredAnswer,
  AdminUserAnswer,
  ApproveMemberAnswer,
  AudiencePreviewAnswer,
  AuditLogAnswer,
  BulkImportAnswer,
  CardPublicKeysAnswer,
  CheckInAnswer,
  CheckoutConfigAnswer,
  ConfirmEmailChangeAnswer,
  MessageChannelsAnswer,
  ConsentDto,
  CorrectionRequestDto,
  DataCopyDto,
  DataRequestDto,
  DataRequestListItemDto,
  RestoreEmailAnswer,
  CreateOrderAnswer,
  CurrentUserAnswer,
  LanguageAnswer,
  DashboardStatsAnswer,
  EventAttendanceAnswer,
  EventAttendeesAnswer,
  EventDto,
  GalleryItemDto,
  GenerateIdCardsAnswer,
  IdCardJobAnswer,
  IdCardStatsAnswer,
  ListIdCardsAnswer,
  BulkMembersAnswer,
  ListMembersAnswer,
  ListReportExportsAnswer,
  ListSchemeMembersAnswer,
  MarkAllNotificationsReadAnswer,
  MarkNotificationReadAnswer,
  MemberActivityEntryDto,
  MemberAnswer,
  MemberDocumentDto,
  MemberDto,
  MemberMonthsAnswer,
  MemberUserAnswer,
  MonthClashDto,
  NextIdAnswer,
  NotificationDto,
  NotificationStats,
  NotificationsPage,
  PasswordFlowAnswer,
  PaymentConflictDto,
  PaymentRecordDto,
  PaymentStatsAnswer,
  PrivacyNoticeAnswer,
  StatementAnswer,
  WithdrawConsentAnswer,
  DuesLapseDto,
  ListDuesLapsesAnswer,
  PaymentLinkDto,
  AutoPaySummaryDto,
  MandateCheckoutDto,
  MandateDto,
  MemberAutoPayDto,
  RefundDto,
  RefundSummaryAnswer,
  RegisterAnswer,
  RegistrationSettingsDto,
  RegistrationStatusAnswer,
  RenewalRequestActionAnswer,
  RenewalRequestDto,
  RenewalSettingsAnswer,
  MembershipFeesAnswer,
  SchemeDocumentDto,
  SchemeSettingDto,
  SendContactMessageAnswer,
  SendNotificationAnswer,
  SentNotificationDto,
  UnreadCountAnswer,
  VerifyMemberAnswer,
  VerifyAdminInvitationAnswer,
  VerifyPaymentAnswer,
  VerifyResetTokenAnswer,
  VerifySetupTokenAnswer,
  TwoFactorRecoveryCodesAnswer,
  TwoFactorSetupAnswer,
} from '@portal/contracts/shapes';

/**
 * Every JSON answer the API description names, by the name its component schema gets. The schemas are
 * generated from these types (`npm run generate:api`), and `@ApiAnswer(name)` checks that the handler
 * returns this very type, so the description cannot drift from what the handlers answer.
 */
export interface AnswerShapes {
  ActivityItemDto: ActivityItemDto;
  /** One of the office's admin accounts (issue 27). */
  AdminAccountDto: AdminAccountDto;
  /** The signed-in admin's own account after an edit (issue 27). */
  AdminProfileAnswer: AdminDto;
  /** The admin signed in, or, for an account with two-factor sign-in, that the code is to follow. */
  AdminSignInAnswer: { admin: AdminUserAnswer } | AdminTwoFactorRequiredAnswer;
  /** A page of the audit trail, newest first (issue 27). */
  AuditLogAnswer: AuditLogAnswer;
  /** The admin signed in by the second step (POST /api/auth/admin/login/two-factor). */
  AdminTwoFactorSignInAnswer: { admin: AdminUserAnswer };
  BulkImportAnswer: BulkImportAnswer;
  /** The Ed25519 public keys of the pass in ID card QR codes (issue 30). */
  CardPublicKeysAnswer: CardPublicKeysAnswer;
  /** A door check-in: live status and when they were checked in (issue 30). */
  CheckInAnswer: CheckInAnswer;
  CheckoutConfigAnswer: CheckoutConfigAnswer;
  ConfirmEmailChangeAnswer: ConfirmEmailChangeAnswer;
  /** A member's message channels with their consent (issue 33). */
  MessageChannelsAnswer: MessageChannelsAnswer;
  /** A member's request to correct a field they cannot edit themselves (issue 32). */
  /** A consent a member gave to the privacy notice (issue 32). */
  ConsentDto: ConsentDto;
  CorrectionRequestDto: CorrectionRequestDto;
  /** A copy of a member's personal data (issue 32). */
  DataCopyDto: DataCopyDto;
  DataRequestDto: DataRequestDto;
  DataRequestListItemDto: DataRequestListItemDto;
  CreateOrderAnswer: CreateOrderAnswer;
  CurrentUserAnswer: CurrentUserAnswer;
  DashboardStatsAnswer: DashboardStatsAnswer;
  DeletedAnswer: { id: string };
  EventAttendanceAnswer: EventAttendanceAnswer;
  EventAttendeesAnswer: EventAttendeesAnswer;
  EventDto: EventDto;
  /** The signed-in person's language as saved on their account (issue 31). */
  LanguageAnswer: LanguageAnswer;
  GalleryItemDto: GalleryItemDto;
  GenerateIdCardsAnswer: GenerateIdCardsAnswer;
  IdCardJobAnswer: IdCardJobAnswer;
  IdCardStatsAnswer: IdCardStatsAnswer;
  ListIdCardsAnswer: ListIdCardsAnswer;
  ListMembersAnswer: ListMembersAnswer;
  BulkMembersAnswer: BulkMembersAnswer;
  ListReportExportsAnswer: ListReportExportsAnswer;
  ListSchemeMembersAnswer: ListSchemeMembersAnswer;
  MarkNotificationReadAnswer: MarkNotificationReadAnswer;
  MemberActivityEntryDto: MemberActivityEntryDto;
  MemberAnswer: MemberAnswer;
  ApproveMemberAnswer: ApproveMemberAnswer;
  MemberDocumentDto: MemberDocumentDto;
  MemberDto: MemberDto;
  MemberMonthsAnswer: MemberMonthsAnswer;
  MemberSignInAnswer: { member: MemberUserAnswer };
  MonthClashDto: MonthClashDto;
  NextIdAnswer: NextIdAnswer;
  NotificationDto: NotificationDto;
  NotificationStats: NotificationStats;
  NotificationsPage: NotificationsPage;
  AudiencePreviewAnswer: AudiencePreviewAnswer;
  MarkAllNotificationsReadAnswer: MarkAllNotificationsReadAnswer;
  PasswordFlowAnswer: PasswordFlowAnswer;
  PaymentConflictDto: PaymentConflictDto;
  PaymentRecordDto: PaymentRecordDto;
  PaymentStatsAnswer: PaymentStatsAnswer;
  /** The privacy notice's version and the grievance officer it names (issue 32). */
  PrivacyNoticeAnswer: PrivacyNoticeAnswer;
  /** The withdrawn consents and the erasure request the withdrawal started (issue 32). */
  WithdrawConsentAnswer: WithdrawConsentAnswer;
  RestoreEmailAnswer: RestoreEmailAnswer;
  StatementAnswer: StatementAnswer;
  PaymentLinkDto: PaymentLinkDto;
  /** A member's UPI AutoPay mandate for a scheme (issue 33). */
  MandateDto: MandateDto;
  /** A new mandate and what Razorpay's checkout needs to authorise it (issue 33). */
  MandateCheckoutDto: MandateCheckoutDto;
  /** The member's AutoPay per scheme they are in (issue 33). */
  MemberAutoPayDto: MemberAutoPayDto;
  /** AutoPay mandates standing, by state (issue 33). */
  AutoPaySummaryDto: AutoPaySummaryDto;
  /** A member with 6 or more months unpaid in a scheme, for the office's decision (issue 33). */
  DuesLapseDto: DuesLapseDto;
  /** Members long unpaid, a page of them (issue 33). */
  ListDuesLapsesAnswer: ListDuesLapsesAnswer;
  RefundDto: RefundDto;
  RefundSummaryAnswer: RefundSummaryAnswer;
  RegisterAnswer: RegisterAnswer;
  RegistrationSettingsDto: RegistrationSettingsDto;
  RegistrationStatusAnswer: RegistrationStatusAnswer;
  RenewalRequestActionAnswer: RenewalRequestActionAnswer;
  RenewalRequestDto: RenewalRequestDto;
  RenewalSettingsAnswer: RenewalSettingsAnswer;
  MembershipFeesAnswer: MembershipFeesAnswer;
  SchemeDocumentDto: SchemeDocumentDto;
  SchemeSettingDto: SchemeSettingDto;
  SendContactMessageAnswer: SendContactMessageAnswer;
  SendNotificationAnswer: SendNotificationAnswer;
  SentNotificationDto: SentNotificationDto;
  SuccessAnswer: { success: true };
  /** One-time recovery codes, shown once. */
  TwoFactorRecoveryCodesAnswer: TwoFactorRecoveryCodesAnswer;
  /** A pending two-factor secret: base32 and an otpauth:// link. */
  TwoFactorSetupAnswer: TwoFactorSetupAnswer;
  UnreadCountAnswer: UnreadCountAnswer;
  VerifyAdminInvitationAnswer: VerifyAdminInvitationAnswer;
  VerifyMemberAnswer: VerifyMemberAnswer;
  VerifyPaymentAnswer: VerifyPaymentAnswer;
  VerifyResetTokenAnswer: VerifyResetTokenAnswer;
  VerifySetupTokenAnswer: VerifySetupTokenAnswer;
  WebhookAnswer: { status: string };
}

export type AnswerName = keyof AnswerShapes;
