import { Type } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { IsOptionalCalendarDay } from '../common/calendar-day';
import { PagingQuery } from '../common/paging.dto';
import { Languages, type Language } from '../i18n/language';
import { Schemes, SortOrders, type SortOrder } from '../shapes/member.shapes';
import type {
  CreateOrderFields,
  ListPaymentRecordsFields,
  ListSchemeMembersFields,
  PaymentRecordFields,
  PaymentRecordUpdateFields,
  SchemeSettingFields,
  VerifyPaymentFields,
} from '../shapes/payments.shapes';
import type { MemberMonthsFields } from '../shapes/payment-months.shapes';
import type { PaymentStatsFields } from '../shapes/payment-stats.shapes';
import {
  FeeKinds,
  MAX_MONTHS_PER_PAYMENT,
  PaymentRecordSorts,
  PaymentStatuses,
  type PaymentRecordSort,
} from '../shapes/payments.shapes';
import type { PaymentRecordKind } from '../shapes/payments.shapes';

export type {
  CheckoutConfigAnswer,
  CreateOrderAnswer,
  ListPaymentRecordsAnswer,
  ListSchemeMembersAnswer,
  PaymentRecordDto,
  SchemeMemberDto,
  SchemeSettingDto,
  VerifyPaymentAnswer,
} from '../shapes/payments.shapes';
export type { MemberMonthDto, MemberMonthsAnswer, MonthClashDto } from '../shapes/payment-months.shapes';
export type { PaymentStatsAnswer, SchemeStatsDto, StatsPeriodDto } from '../shapes/payment-stats.shapes';
import { IsOptionalOneOf } from '../common/one-of.decorator';

/*
 * Shapes only: the payments service applies the rules of contracts/rules/payment.rules.ts
 * (required fields, amount > 0, dates) and answers with the spec's words. Amounts may be
 * numbers or decimal text, so they pass here untyped (`@Allow`) and are parsed there.
 */

const schemeMessage = `scheme must be one of ${Schemes.join(', ')}`;
const recordSchemeMessage = `scheme must be one of ${[...Schemes, ...FeeKinds].join(', ')}`;
const statusMessage = `status must be one of ${PaymentStatuses.join(', ')}`;

export class ListPaymentRecordsQuery extends PagingQuery implements ListPaymentRecordsFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
  /** 'all' is what the web's scheme filter sends for every scheme; a fee's kind lists those fees. */
  @IsOptional() @IsIn([...Schemes, ...FeeKinds, 'all'], { message: recordSchemeMessage }) scheme?: string;
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional() @IsIn([...PaymentStatuses, 'all'], { message: statusMessage }) status?: string;
  @IsOptionalCalendarDay() from?: string;
  @IsOptionalCalendarDay() to?: string;
  @IsOptionalOneOf(PaymentRecordSorts)
  sort?: PaymentRecordSort;
  @IsOptionalOneOf(SortOrders)
  order?: SortOrder;
}

export class ListSchemeMembersQuery extends PagingQuery implements ListSchemeMembersFields {
  @IsDefined({ message: schemeMessage }) @IsIn(Schemes, { message: schemeMessage }) scheme!: string;
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @IsOptional()
  @IsIn([...PaymentStatuses, 'no_record', 'all'], { message: `${statusMessage}, no_record` })
  status?: string;
}

export class MemberMonthsQuery implements MemberMonthsFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
  @IsDefined({ message: schemeMessage }) @IsIn(Schemes, { message: schemeMessage }) scheme!: string;
}

/** Checked in the payments service (parseFinancialPeriod), which answers PERIOD_MESSAGE. */
export class PaymentStatsQuery implements PaymentStatsFields {
  @IsOptional() @IsString() @MaxLength(20) period?: string;
}

export class PaymentRecordUpdateInput implements PaymentRecordUpdateFields {
  @Allow() amount?: number | string;
  @IsOptional() @IsString() @MaxLength(20) status?: string;
  @IsOptional() @IsString() @MaxLength(40) dueDate?: string | null;
  @IsOptional() @IsString() @MaxLength(40) paymentDate?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) notes?: string | null;
  @IsOptional() @IsString() @MaxLength(20) paymentMethod?: string | null;
  @IsOptional() @IsString() @MaxLength(100) transactionId?: string | null;
  @IsOptional() @IsString() @MaxLength(20) period?: string | null;
  @IsOptional() @IsString() @MaxLength(20) periodTo?: string | null;
}

export class PaymentRecordInput extends PaymentRecordUpdateInput implements PaymentRecordFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
  @IsOptional() @IsString() @MaxLength(40) scheme?: string;
}

export class SchemeSettingInput implements SchemeSettingFields {
  @Allow() amount?: number | string;
  @IsOptional()
  @IsBoolean({ message: 'isOnlinePaymentEnabled must be true or false' })
  isOnlinePaymentEnabled?: boolean;
  @IsOptional() @IsString() @MaxLength(1000) description?: string;
}

export class CreateOrderInput implements CreateOrderFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
  @IsOptional() @IsString() @MaxLength(40) scheme?: string;
  @Allow() amount?: number | string;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'months must be a whole number' })
  @Min(1, { message: 'months must be at least 1' })
  @Max(MAX_MONTHS_PER_PAYMENT, { message: `months must be at most ${MAX_MONTHS_PER_PAYMENT}` })
  months?: number;
  @IsOptional() @IsString() @MaxLength(64) paymentRecordId?: string;
}

export class VerifyPaymentInput implements VerifyPaymentFields {
  @IsOptional() @IsString() @MaxLength(100) razorpay_order_id?: string;
  @IsOptional() @IsString() @MaxLength(100) razorpay_payment_id?: string;
  @IsOptional() @IsString() @MaxLength(256) razorpay_signature?: string;
  // Sent by the spec's client; the stored order decides all three.
  @Allow() memberId?: string;
  @Allow() scheme?: string;
  @Allow() amount?: number | string;
}

/* RPC requests: the HTTP inputs plus who is asking. */

class WithActor {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class PaymentsActorRequest extends WithActor {}

export class ListPaymentRecordsRequest extends ListPaymentRecordsQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class PaymentStatsRequest extends PaymentStatsQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class ListSchemeMembersRequest extends ListSchemeMembersQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class CreatePaymentRecordRequest extends WithActor {
  @IsDefined() @ValidateNested() @Type(() => PaymentRecordInput) input!: PaymentRecordInput;
}

export class UpdatePaymentRecordRequest extends WithActor {
  @IsString() @MaxLength(64) id!: string;
  @IsDefined() @ValidateNested() @Type(() => PaymentRecordUpdateInput) input!: PaymentRecordUpdateInput;
}

export class MemberMonthsRequest extends MemberMonthsQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class PaymentRecordByIdRequest extends WithActor {
  @IsString() @MaxLength(64) id!: string;
}

/** payments.receipt.get: the receipt in the reader's language (issue 31; the gateway's requestLanguage), else English. */
export class ReceiptFileRequest extends PaymentRecordByIdRequest {
  @IsOptional() @IsIn(Languages) language?: Language;
}

export class ExportPaymentRecordsRequest extends ListPaymentRecordsRequest {
  /** Object-storage key the gateway chose; the CSV is written there. */
  @IsString() @MaxLength(300) fileKey!: string;
}

export interface ExportPaymentRecordsAnswer {
  fileKey: string;
  fileName: string;
  rows: number;
}

export interface ReceiptFileAnswer {
  key: string;
  fileName: string;
  contentType: 'application/pdf';
}

export class UpdateSchemeSettingRequest extends WithActor {
  @IsString() @MaxLength(64) id!: string;
  @IsDefined() @ValidateNested() @Type(() => SchemeSettingInput) input!: SchemeSettingInput;
}

export class CreateOrderRequest extends WithActor {
  @IsDefined() @ValidateNested() @Type(() => CreateOrderInput) input!: CreateOrderInput;
}

/** payments.fee-order.create: a renewal fee paid online, for the renewal request membership answered. */
export class CreateFeeOrderRequest extends WithActor {
  /** The member's uuid (the renewal request's). */
  @IsString() @MaxLength(64) memberId!: string;
  @IsIn(['renewal_fee']) kind!: 'renewal_fee';
  /** The renewal request's amount, decimal text: the association's fee when the request was made. */
  @IsString() @MaxLength(20) amount!: string;
  @IsString() @MaxLength(64) renewalRequestId!: string;
}

export class VerifyPaymentRequest extends WithActor {
  @IsDefined() @ValidateNested() @Type(() => VerifyPaymentInput) input!: VerifyPaymentInput;
}

export class ReceiveWebhookRequest {
  /** The body exactly as Razorpay sent it: the signature covers these bytes. */
  @IsString() @MaxLength(1_000_000) rawBody!: string;
  @IsOptional() @IsString() @MaxLength(256) signature?: string;
  @IsOptional() @IsString() @MaxLength(100) eventId?: string;
}

export interface ReceiveWebhookAnswer {
  /** recorded: applied now; duplicate: this event id was seen before; ignored: an event we do not act on. */
  outcome: 'recorded' | 'duplicate' | 'ignored';
}

/* Events. */

export interface PaymentRecordedEventData {
  recordId: string;
  memberId: string;
  memberCode: string;
  memberName: string;
  memberEmail: string | null;
  /** The scheme of dues, or the fee's kind for a fee (renewal_fee): paymentLabel() names either. */
  scheme: string;
  /** scheme_dues or the fee's kind; older events lack it (dues). */
  kind?: PaymentRecordKind;
  amount: string;
  period: string | null;
  paymentMethod: string | null;
  razorpayPaymentId: string | null;
  receiptNumber: string;
  paidAt: string;
  /** online: Razorpay; office: recorded by an admin. */
  source: 'online' | 'office';
}

/** Data of payments.renewal-fee.recorded: the renewal fee of one renewal request was paid online and recorded. */
export interface RenewalFeeRecordedEventData {
  renewalRequestId: string;
  /** The member's uuid. */
  memberId: string;
  /** The fee's payment record and its receipt. */
  recordId: string;
  receiptNumber: string | null;
  /** Decimal string. */
  amount: string;
  razorpayPaymentId: string;
  razorpayOrderId: string;
  /** ISO timestamp. */
  paidAt: string;
}

export interface PaymentFailedEventData {
  orderId: string;
  memberId: string;
  scheme: string;
  amount: string;
  razorpayPaymentId: string | null;
  reason: string | null;
}

export interface ReceiptIssuedEventData extends PaymentRecordedEventData {
  receiptKey: string;
  receiptFileName: string;
}

/**
 * Occasions of payments.payment-reminder.issued. payment_overdue: an overdue due; autopay_failed: an AutoPay debit
 * failed or the mandate halted (recordId: autopay:<mandate>:<YYYY-MM>, issue 33);
 * lapse_warning: DUES_LAPSE_WARNING_MONTHS or more months of a scheme unpaid, the association may act (recordId: the
 * oldest unpaid due; amount: all that is owed), once per member, scheme and threshold (issue 33).
 */
export type PaymentReminderOccasion = 'payment_overdue' | 'autopay_failed' | 'lapse_warning';

/** Data of payments.payment-reminder.issued: notifications turns it into a portal notification and an e-mail. */
export interface PaymentReminderIssuedEventData {
  /** The member's uuid. */
  memberId: string;
  recordId: string;
  scheme: string;
  /** Decimal string. */
  amount: string;
  /** ISO timestamp. */
  dueDate?: string;
  occasion: PaymentReminderOccasion;
  /** Where the member pays this due without signing in (a Razorpay Payment Link's short URL), when one was made. */
  paymentLinkUrl?: string;
  /** lapse_warning: the months unpaid in the scheme, and the months after which the association may act. */
  monthsUnpaid?: number;
  lapseMonths?: number;
}

export interface SchemeSettingUpdatedEventData {
  scheme: string;
  amount: string;
  isOnlinePaymentEnabled: boolean;
  by: string | null;
}
