import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Max, Min, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { Rpc } from '../common/rpc';
import type {
  CreatePaymentLinkFields,
  CreateRenewalFeeLinkFields,
  ListPaymentLinksFields,
  PaymentLinkDto,
} from '../shapes/payment-links.shapes';
import { MAX_MONTHS_PER_PAYMENT } from '../shapes/payments.shapes';

export type {
  CreatePaymentLinkFields,
  CreateRenewalFeeLinkFields,
  ListPaymentLinksFields,
  PaymentLinkDto,
} from '../shapes/payment-links.shapes';
export { PaymentLinkStatuses, type PaymentLinkStatus } from '../shapes/payment-links.shapes';

/** Razorpay Payment Links (issue 33): pay by link without signing in. */
export const PaymentLinkSubjects = {
  /** A link for a member's unpaid due or months in advance (admin, money work). */
  CreatePaymentLink: 'payments.payment-link.create',
  /**
   * A link for a member's renewal fee (admin, money work): the gateway passes the renewal request membership
   * answered (its id and the association's fee), never an amount from the browser.
   */
  CreateFeeLink: 'payments.payment-link.create-fee',
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

export class CreateRenewalFeeLinkInput implements CreateRenewalFeeLinkFields {
  @IsString() @MaxLength(64) memberId!: string;
}

export class ListPaymentLinksQuery implements ListPaymentLinksFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
}

export class CreatePaymentLinkRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  @IsDefined() @ValidateNested() @Type(() => CreatePaymentLinkInput) input!: CreatePaymentLinkInput;
}

/** payments.payment-link.create-fee: as payments.fee-order.create, for a link. */
export class CreateFeeLinkRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  /** The member's uuid (the renewal request's). */
  @IsString() @MaxLength(64) memberId!: string;
  @IsIn(['renewal_fee']) kind!: 'renewal_fee';
  /** The renewal request's amount, decimal text: the association's fee when the request was made. */
  @IsString() @MaxLength(20) amount!: string;
  @IsString() @MaxLength(64) renewalRequestId!: string;
}

export class ListPaymentLinksRequest extends ListPaymentLinksQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export interface PaymentLinksRpc {
  [PaymentLinkSubjects.CreatePaymentLink]: Rpc<CreatePaymentLinkRequest, PaymentLinkDto>;
  [PaymentLinkSubjects.CreateFeeLink]: Rpc<CreateFeeLinkRequest, PaymentLinkDto>;
  [PaymentLinkSubjects.ListPaymentLinks]: Rpc<ListPaymentLinksRequest, PaymentLinkDto[]>;
}
