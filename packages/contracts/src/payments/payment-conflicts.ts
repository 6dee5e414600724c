import { Type } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { Rpc } from '../common/rpc';
import type {
  PaymentConflictDto,
  ResolvePaymentConflictFields,
  SettleMonthClashFields,
} from '../shapes/payment-conflicts.shapes';
import type { MonthClashDto } from '../shapes/payment-months.shapes';
import { PaymentsActorRequest } from './payments.dto';

export type {
  ConflictRecordDto,
  PaymentConflictDto,
  ResolvePaymentConflictFields,
  SettleMonthClashFields,
} from '../shapes/payment-conflicts.shapes';
export { PaymentConflictSources } from '../shapes/payment-conflicts.shapes';

/**
 * What the books kept aside for the admin (issue 26): payment ids Razorpay named for one order while recorded on
 * another, and months two records claimed. The admin resolves a conflict with a note and settles a clash by naming
 * the record that keeps the month.
 */
export const PaymentConflictSubjects = {
  ListPaymentConflicts: 'payments.payment-conflict.list',
  /** Marks a conflict resolved with the admin's note (admin); 409 once resolved. */
  ResolvePaymentConflict: 'payments.payment-conflict.resolve',
  /** Names the record that keeps a clashed month; the other gives it up (admin); 409 once settled. */
  SettleMonthClash: 'payments.month-clash.settle',
} as const;

/**
 * Data of payments.payment-conflict.opened and .resolved: the admin inbox shows an open conflict as a thing to
 * act on and marks it resolved when the admin settles it.
 */
export interface PaymentConflictEventData {
  conflictId: string;
  razorpayPaymentId: string;
  /** The order the message named. */
  razorpayOrderId: string;
  /** What named it: the webhook's event, 'callback' or 'renewal_paid_twice'. */
  source: string;
  /** resolved: the admin's note. */
  note?: string | null;
}

/* Shapes only: the payments service checks the note, ids and month and answers 400 naming the field. */

export class ResolvePaymentConflictInput implements ResolvePaymentConflictFields {
  @IsOptional() @IsString() @MaxLength(2000) note?: string;
}

export class SettleMonthClashInput implements SettleMonthClashFields {
  @IsOptional() @IsString() @MaxLength(64) recordId?: string;
  @IsOptional() @IsString() @MaxLength(16) month?: string;
  @IsOptional() @IsString() @MaxLength(64) keepRecordId?: string;
  @IsOptional() @IsString() @MaxLength(2000) note?: string;
}

export class ResolvePaymentConflictRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  @IsString() @MaxLength(64) id!: string;
  @IsDefined() @ValidateNested() @Type(() => ResolvePaymentConflictInput) input!: ResolvePaymentConflictInput;
}

export class SettleMonthClashRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  @IsDefined() @ValidateNested() @Type(() => SettleMonthClashInput) input!: SettleMonthClashInput;
}

export interface PaymentConflictsRpc {
  [PaymentConflictSubjects.ListPaymentConflicts]: Rpc<PaymentsActorRequest, PaymentConflictDto[]>;
  [PaymentConflictSubjects.ResolvePaymentConflict]: Rpc<ResolvePaymentConflictRequest, PaymentConflictDto>;
  [PaymentConflictSubjects.SettleMonthClash]: Rpc<SettleMonthClashRequest, MonthClashDto>;
}
