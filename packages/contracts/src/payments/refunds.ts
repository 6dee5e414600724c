import { Type } from 'class-transformer';
import { Allow, IsDefined, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { Rpc } from '../common/rpc';
import { Languages, type Language } from '../i18n/language';
import type {
  ListRefundsFields,
  RefundDto,
  RefundFields,
  RefundMethod,
  RefundSummaryAnswer,
} from '../shapes/refunds.shapes';
import type { ReceiptFileAnswer } from './payments.dto';

export type { ListRefundsFields, RefundDto, RefundFields, RefundSummaryAnswer } from '../shapes/refunds.shapes';

/** Refunds of paid records (issue 26): through Razorpay for online payments, by hand for the office's. */
export const RefundSubjects = {
  /** Refunds a paid record in full or in part (admin). */
  CreateRefund: 'payments.refund.create',
  /** A record's refundable amount and its refunds (admin, or the member it belongs to). */
  RefundSummary: 'payments.refund.summary',
  /** A member's refunds (admin, or the member), newest first. */
  ListRefunds: 'payments.refund.list',
  /** The credit note PDF's storage key after the access check (made on demand if not yet stored). */
  GetCreditNote: 'payments.credit-note.get',
  /**
   * Processed refunds of one member refunded in [from, to] (India days, YYYY-MM-DD), oldest first: the
   * lines a statement of account shows (admin, or the member).
   */
  RefundLines: 'payments.refund.lines',
} as const;

/* Shapes only: the payments service checks amount, reason and method and answers in RefundMessages' words. */

export class RefundInput implements RefundFields {
  @Allow() amount?: number | string;
  @IsOptional() @IsString() @MaxLength(500) reason?: string;
  @IsOptional() @IsString() @MaxLength(20) method?: string;
  @IsOptional() @IsString() @MaxLength(100) reference?: string;
}

export class ListRefundsQuery implements ListRefundsFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
}

export class CreateRefundRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  /** The paid record's id. */
  @IsString() @MaxLength(64) id!: string;
  @IsDefined() @ValidateNested() @Type(() => RefundInput) input!: RefundInput;
}

export class RefundByIdRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  @IsString() @MaxLength(64) id!: string;
}

/** payments.credit-note.get: the credit note in the reader's language (issue 31), else English. */
export class CreditNoteFileRequest extends RefundByIdRequest {
  @IsOptional() @IsIn(Languages) language?: Language;
}

export class ListRefundsRequest extends ListRefundsQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class RefundLinesRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  @IsString() @MaxLength(64) memberId!: string;
  @IsString() @MaxLength(10) from!: string;
  @IsString() @MaxLength(10) to!: string;
}

/** One processed refund as a statement shows it. */
export interface RefundLine {
  refundId: string;
  paymentRecordId: string;
  receiptNumber: string | null;
  creditNoteNumber: string;
  scheme: string;
  amount: string;
  method: RefundMethod;
  reason: string;
  /** ISO timestamp the money was returned. */
  refundedAt: string;
  reopenedMonths: string[];
}

export interface RefundsRpc {
  [RefundSubjects.CreateRefund]: Rpc<CreateRefundRequest, RefundDto>;
  [RefundSubjects.RefundSummary]: Rpc<RefundByIdRequest, RefundSummaryAnswer>;
  [RefundSubjects.ListRefunds]: Rpc<ListRefundsRequest, RefundDto[]>;
  [RefundSubjects.GetCreditNote]: Rpc<CreditNoteFileRequest, ReceiptFileAnswer>;
  [RefundSubjects.RefundLines]: Rpc<RefundLinesRequest, RefundLine[]>;
}

/* Events. */

/** payments.refund.processed: money went back; the credit note PDF and the e-mail follow. */
export interface RefundProcessedEventData {
  refundId: string;
  paymentRecordId: string;
  receiptNumber: string | null;
  memberId: string;
  memberCode: string;
  memberName: string;
  memberEmail: string | null;
  scheme: string;
  amount: string;
  method: RefundMethod;
  reason: string;
  creditNoteNumber: string;
  refundedAt: string;
  reopenedMonths: string[];
}

/** payments.credit-note.issued: the credit note PDF is stored; notifications e-mails it. */
export interface CreditNoteIssuedEventData extends RefundProcessedEventData {
  creditNoteKey: string;
  creditNoteFileName: string;
}
