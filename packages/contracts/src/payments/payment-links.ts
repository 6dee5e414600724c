import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Max, Min, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { Rpc } from '../common/rpc';
import type { CreatePaymentLinkFields, ListPaymentLinksFields, PaymentLinkDto } from '../shapes/payment-links.shapes';
import { MAX_MONTHS_PER_PAYMENT } from '../shapes/payments.shapes';

export type { CreatePaymentLinkFields, ListPaymentLinksFields, PaymentLinkDto } from '../shapes/payment-links.shapes';
export { PaymentLinkStatuses, type PaymentLinkStatus } from '../shapes/payment-links.shapes';

/** Razorpay Payment Links (issue 33): pay by link without signing in. */
export const PaymentLinkSubjects = {
  /** A link for a member's unpaid due or months in advance (admin, money work). */
  CreatePaymentLink: 'payments.payment-link.create',
  /** A member's links, newest first (admin). */
  ListPaymentLinks: 'payments.payment-link.list',
} as const;

export class CreatePaymentLinkInput implements CreatePaymentLinkFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
  @IsOptional() @IsString() @MaxLength(40) scheme?: string;
  @IsOptional() @IsString() @MaxLength(64) paymentRecordId?: string;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'months must be a whole number' })
  @Min(1, { message: 'months must be at least 1' })
  @Max(MAX_MONTHS_PER_PAYMENT, { message: `months must be at most ${MAX_MONTHS_PER_PAYMENT}` })
  months?: number;
}

export class ListPaymentLinksQuery implements ListPaymentLinksFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
}

export class CreatePaymentLinkRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  @IsDefined() @ValidateNested() @Type(() => CreatePaymentLinkInput) input!: CreatePaymentLinkInput;
}

export class ListPaymentLinksRequest extends ListPaymentLinksQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export interface PaymentLinksRpc {
  [PaymentLinkSubjects.CreatePaymentLink]: Rpc<CreatePaymentLinkRequest, PaymentLinkDto>;
  [PaymentLinkSubjects.ListPaymentLinks]: Rpc<ListPaymentLinksRequest, PaymentLinkDto[]>;
}
