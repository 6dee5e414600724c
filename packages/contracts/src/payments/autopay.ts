import { Type } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ActorDto } from '../common/actor.dto';
import { Rpc } from '../common/rpc';
import type {
  AutoPaySummaryDto,
  ListMandatesFields,
  MandateCheckoutDto,
  MandateDto,
  MemberAutoPayDto,
  SetUpMandateFields,
} from '../shapes/autopay.shapes';

export type {
  AutoPaySummaryDto,
  ListMandatesFields,
  MandateCheckoutDto,
  MandateDto,
  MandateStatus,
  MemberAutoPayDto,
  SetUpMandateFields,
} from '../shapes/autopay.shapes';
export { MandateStatuses, OpenMandateStatuses } from '../shapes/autopay.shapes';

/** UPI AutoPay for monthly dues (issue 33): Razorpay subscriptions, one per member and scheme. */
export const AutoPaySubjects = {
  /** The member's AutoPay per opted scheme (the member, or an admin naming memberId). */
  MemberAutoPay: 'payments.autopay.member',
  /** The member sets up a mandate for a scheme: a subscription on the scheme amount's plan (member only). */
  SetUpMandate: 'payments.autopay.set-up',
  PauseMandate: 'payments.autopay.pause',
  ResumeMandate: 'payments.autopay.resume',
  CancelMandate: 'payments.autopay.cancel',
  /** A member's mandates, every state, newest first (admin). */
  ListMandates: 'payments.autopay.list',
  /** Mandates standing, by state (admin dashboard). */
  Summary: 'payments.autopay.summary',
} as const;

export class SetUpMandateInput implements SetUpMandateFields {
  @IsOptional() @IsString() @MaxLength(40) scheme?: string;
}

export class ListMandatesQuery implements ListMandatesFields {
  @IsOptional() @IsString() @MaxLength(64) memberId?: string;
}

export class SetUpMandateRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  @IsDefined() @ValidateNested() @Type(() => SetUpMandateInput) input!: SetUpMandateInput;
}

export class MandateActionRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
  @IsString() @MaxLength(64) mandateId!: string;
}

export class ListMandatesRequest extends ListMandatesQuery {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export class AutoPaySummaryRequest {
  @IsDefined() @ValidateNested() @Type(() => ActorDto) actor!: ActorDto;
}

export interface AutoPayRpc {
  [AutoPaySubjects.MemberAutoPay]: Rpc<ListMandatesRequest, MemberAutoPayDto>;
  [AutoPaySubjects.SetUpMandate]: Rpc<SetUpMandateRequest, MandateCheckoutDto>;
  [AutoPaySubjects.PauseMandate]: Rpc<MandateActionRequest, MandateDto>;
  [AutoPaySubjects.ResumeMandate]: Rpc<MandateActionRequest, MandateDto>;
  [AutoPaySubjects.CancelMandate]: Rpc<MandateActionRequest, MandateDto>;
  [AutoPaySubjects.ListMandates]: Rpc<ListMandatesRequest, MandateDto[]>;
  [AutoPaySubjects.Summary]: Rpc<AutoPaySummaryRequest, AutoPaySummaryDto>;
}
