import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  AutoPaySummaryDto,
  AutoPaySummaryRequest,
  isBlank,
  ListMandatesRequest,
  MandateActionRequest,
  MandateCheckoutDto,
  MandateDto,
  MandateStatus,
  MandateStatuses,
  MemberAutoPayDto,
  PaymentMessages,
  PaymentsErrorCode,
  Scheme,
  SchemeLabels,
  Schemes,
  SetUpMandateRequest,
} from '@portal/contracts';
import { AuditTrail, JsonLogger } from '@portal/platform';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { memberName, PaymentMembersRepository } from '../members/payment-members.repository';
import { forbidden, invalid, isUuid, PaymentsException, requireAdmin } from '../payments.exception';
import { GatewayRefusal, GatewaySubscription, RazorpayClient } from '../razorpay/razorpay.client';
import { ASSOCIATION_NAME } from '../receipts/receipts.service';
import { SchemeSettingsRepository } from '../schemes/scheme-settings.repository';
import { AutoPayRepository, MandateRow, PlanRow } from './autopay.repository';

/** Monthly debits a mandate allows: ten years, after which the member sets it up again. */
const TOTAL_COUNT = 120;

const mandateNotFound = () => new PaymentsException(PaymentsErrorCode.MandateNotFound, 'AutoPay mandate not found');
const mandateState = (message: string) => new PaymentsException(PaymentsErrorCode.MandateState, message);

/** Razorpay's state as the portal keeps it (an unknown one leaves the mandate as it was). */
export function mandateStatusOf(remote: Pick<GatewaySubscription, 'status'> | null): MandateStatus | null {
  const status = remote?.status as MandateStatus | undefined;
  return status && (MandateStatuses as readonly string[]).includes(status) ? status : null;
}

export function toMandateDto(m: MandateRow, chargedMonths: string[] = []): MandateDto {
  return {
    id: m.id,
    memberId: m.member_id,
    scheme: m.scheme,
    amount: m.amount,
    status: m.status === 'creating' ? 'created' : m.status,
    razorpaySubscriptionId: m.razorpay_subscription_id ?? '',
    chargedMonths,
    lastChargedAt: m.last_charged_at ? m.last_charged_at.toISOString() : null,
    createdAt: m.created_at.toISOString(),
    updatedAt: m.updated_at.toISOString(),
  };
}

/**
 * UPI AutoPay for monthly dues (issue 33): a member sets up a mandate for a scheme they are in, a Razorpay
 * subscription on the plan of the scheme's monthly amount (one plan per scheme and amount, made once), which they
 * authorise in Razorpay's checkout opened with its subscription_id; they pause, resume or cancel it from the portal.
 * The debits are recorded by AutoPayEvents from Razorpay's subscription.* webhooks. A new scheme amount moves the
 * standing mandates to the new amount's plan from their next debit.
 */
@Injectable()
export class AutoPayService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mandates: AutoPayRepository,
    private readonly members: PaymentMembersRepository,
    private readonly settings: SchemeSettingsRepository,
    private readonly razorpay: RazorpayClient,
    private readonly audit: AuditTrail,
    private readonly logger: JsonLogger,
    @Inject(ASSOCIATION_NAME) private readonly associationName: string,
  ) {}

  /** The member's AutoPay per scheme they are in: the member, or an admin naming them. */
  async memberAutoPay({ actor, memberId }: ListMandatesRequest): Promise<MemberAutoPayDto> {
    const member = await this.members.get(this.memberOf(actor, memberId));
    const rows = await this.mandates.listForMember(member.id);
    const months = await this.mandates.chargedMonths(rows.map((r) => r.id));
    const schemes = [];
    for (const scheme of member.optedSchemes) {
      const setting = await this.settings.get(scheme);
      const latest = rows.find((r) => r.scheme === scheme);
      schemes.push({
        scheme,
        amount: setting.amount,
        mandate: latest ? toMandateDto(latest, months.get(latest.id)) : null,
      });
    }
    return { schemes };
  }

  /** A member's mandates, every state, newest first (admin). */
  async list({ actor, memberId }: ListMandatesRequest): Promise<MandateDto[]> {
    requireAdmin(actor);
    if (isBlank(memberId)) throw invalid([{ field: 'memberId', message: 'Please select a member' }]);
    const member = await this.members.get(memberId!);
    const rows = await this.mandates.listForMember(member.id);
    const months = await this.mandates.chargedMonths(rows.map((r) => r.id));
    return rows.map((r) => toMandateDto(r, months.get(r.id)));
  }

  async summary({ actor }: AutoPaySummaryRequest): Promise<AutoPaySummaryDto> {
    requireAdmin(actor);
    const counts = Object.fromEntries(MandateStatuses.map((s) => [s, 0])) as Record<MandateStatus, number>;
    for (const row of await this.mandates.counts()) counts[row.status] = row.count;
    return {
      active: counts.active + counts.authenticated,
      failing: counts.pending + counts.halted,
      paused: counts.paused,
      counts,
    };
  }

  /**
   * The member's mandate for a scheme: a subscription on the plan of the scheme's amount, answered with what the
   * checkout needs. A mandate made but not yet authorised is answered again; one standing otherwise is a 409.
   */
  async setUp({ actor, input }: SetUpMandateRequest): Promise<MandateCheckoutDto> {
    if (actor.userType !== 'member') throw forbidden('Only the member sets up their AutoPay');
    const keys = this.razorpay.keys();
    const member = await this.members.get(actor.userId);
    const scheme = input.scheme?.trim() as Scheme;
    if (!(Schemes as readonly string[]).includes(scheme)) {
      throw invalid([{ field: 'scheme', message: 'Please select a scheme' }]);
    }
    if (!member.optedSchemes.includes(scheme)) {
      throw new PaymentsException(PaymentsErrorCode.SchemeNotOpted, `You have not opted into ${SchemeLabels[scheme]}.`);
    }
    if (member.status !== 'active') {
      throw new PaymentsException(PaymentsErrorCode.MemberNotActive, 'AutoPay is for active members');
    }
    const setting = await this.settings.get(scheme);
    if (!setting.isOnlinePaymentEnabled) {
      throw new PaymentsException(PaymentsErrorCode.OnlinePaymentDisabled, PaymentMessages.onlinePaymentDisabled);
    }
    let mandate = await this.mandates.standing(member.id, scheme);
    if (mandate && mandate.status !== 'created') {
      throw mandateState(`AutoPay for ${SchemeLabels[scheme]} is already set up (${mandate.status})`);
    }
    if (!mandate) mandate = await this.make(member.id, scheme, await this.planFor(scheme, setting.amount), actor);
    return {
      mandate: toMandateDto(mandate),
      keyId: keys.keyId,
      subscriptionId: mandate.razorpay_subscription_id!,
      name: this.associationName,
      description: `${SchemeLabels[scheme]} AutoPay: ₹${mandate.amount} a month`,
      prefill: {
        name: memberName(member),
        ...(member.email ? { email: member.email } : {}),
        ...(member.phone ? { contact: member.phone } : {}),
      },
    };
  }

  pause(request: MandateActionRequest): Promise<MandateDto> {
    return this.change(request, 'pause');
  }

  resume(request: MandateActionRequest): Promise<MandateDto> {
    return this.change(request, 'resume');
  }

  cancel(request: MandateActionRequest): Promise<MandateDto> {
    return this.change(request, 'cancel');
  }

  /**
   * A new monthly amount for a scheme reaches its mandates: the plan of that amount (made once) from each standing
   * mandate's next debit. One Razorpay refuses or cannot be asked about is left on its amount and logged.
   */
  async moveToAmount(scheme: Scheme, amount: string): Promise<number> {
    if (!this.razorpay.configured) return 0;
    const stale = await this.mandates.onOtherAmount(scheme, amount);
    if (!stale.length) return 0;
    let moved = 0;
    const plan = await this.planFor(scheme, amount);
    for (const mandate of stale) {
      try {
        if (mandate.status !== 'created') {
          await this.razorpay.changeSubscription(mandate.razorpay_subscription_id!, {
            action: 'plan',
            planId: plan.razorpay_plan_id,
          });
        }
        await this.mandates.setPlan(mandate.id, plan.id, amount);
        moved += 1;
      } catch (error) {
        this.logger.event('warn', 'AutoPay mandate not moved to the new scheme amount', {
          mandateId: mandate.id,
          error: (error as Error).message,
        });
      }
    }
    return moved;
  }

  private async change(request: MandateActionRequest, action: 'pause' | 'resume' | 'cancel'): Promise<MandateDto> {
    if (!isUuid(request.mandateId)) throw mandateNotFound();
    const mandate = await this.mandates.get(request.mandateId);
    if (!mandate || mandate.status === 'creating') throw mandateNotFound();
    const { actor } = request;
    if (actor.userType === 'member' && actor.userId !== mandate.member_id) throw mandateNotFound();
    if (actor.userType !== 'member' && (action !== 'cancel' || actor.userType !== 'admin')) {
      throw forbidden('Only the member pauses or resumes their AutoPay');
    }
    let remote: GatewaySubscription;
    try {
      remote = await this.razorpay.changeSubscription(mandate.razorpay_subscription_id!, { action });
    } catch (error) {
      if (error instanceof GatewayRefusal) throw mandateState(`AutoPay cannot be ${action}d now: ${error.message}`);
      throw error;
    }
    const status = mandateStatusOf(remote) ?? mandate.status;
    await this.dataSource.transaction(async (manager) => {
      await this.mandates.setStatus(manager, mandate.id, status);
      await this.audit.record(manager, {
        action: `autopay-mandate.${action}d`,
        entity: 'autopay-mandate',
        entityId: mandate.id,
        before: { status: mandate.status },
        after: { status },
      });
    });
    const after = (await this.mandates.get(mandate.id))!;
    return toMandateDto(after, (await this.mandates.chargedMonths([after.id])).get(after.id));
  }

  private memberOf(actor: ActorDto, memberId: string | undefined): string {
    if (actor.userType === 'member') {
      if (memberId && memberId !== actor.userId) throw forbidden('You can only see your own AutoPay');
      return actor.userId;
    }
    requireAdmin(actor);
    if (isBlank(memberId)) throw invalid([{ field: 'memberId', message: 'Please select a member' }]);
    return memberId!;
  }

  /** The plan of this scheme and amount: made at Razorpay once, then reused. */
  private async planFor(scheme: Scheme, amount: string): Promise<PlanRow> {
    const known = await this.mandates.planFor(scheme, amount);
    if (known) return known;
    const remote = await this.razorpay.createPlan(
      Math.round(Number(amount) * 100),
      `${SchemeLabels[scheme]} contribution`,
      {
        scheme,
        amount,
      },
    );
    return this.mandates.insertPlan({ id: randomUUID(), scheme, amount, razorpayPlanId: remote.id });
  }

  /** The mandate's row first (one standing per member and scheme), then Razorpay's subscription. */
  private async make(memberId: string, scheme: Scheme, plan: PlanRow, actor: ActorDto): Promise<MandateRow> {
    const id = randomUUID();
    const inserted = await this.mandates.insertCreating({
      id,
      memberId,
      scheme,
      planId: plan.id,
      amount: plan.amount,
      createdBy: actor.userId,
    });
    if (!inserted) throw mandateState('AutoPay is being set up for this scheme already; try again in a moment');
    let remote: GatewaySubscription;
    try {
      remote = await this.razorpay.createSubscription(plan.razorpay_plan_id, TOTAL_COUNT, {
        mandateId: id,
        scheme,
      });
    } catch (error) {
      await this.mandates.deleteCreating(id);
      throw error;
    }
    await this.dataSource.transaction(async (manager) => {
      await this.mandates.markCreated(manager, id, remote.id);
      await this.audit.record(manager, {
        action: 'autopay-mandate.created',
        entity: 'autopay-mandate',
        entityId: id,
        after: { memberId, scheme, amount: plan.amount, razorpaySubscriptionId: remote.id },
      });
    });
    return (await this.mandates.get(id))!;
  }
}
