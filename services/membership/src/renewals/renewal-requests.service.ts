import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  AmountRules,
  canBeRenewed,
  firstFailure,
  MembershipFeesAnswer,
  MembershipFeesInput,
  PaymentMessages,
  EventTypesCarrying,
  MemberRenewalEventData,
  MembershipErrorCode,
  MembershipEvents,
  ONLINE_RENEWAL_METHOD,
  RenewalFeeRecordedEventData,
  RenewalRequestActionAnswer,
  RenewalRequestDto,
  RenewalRequestInput,
  RenewalSettingsAnswer,
  RENEWAL_NEEDS_APPROVAL,
  renewalNotYetOpenMessage,
  renewalOpensOn,
  renewalPaymentProblems,
  renewalWindowOpen,
} from '@portal/contracts';
import { AuditTrail, auditChanges, OutboxWriter, ValidationFailedException } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { MemberEntity } from '../members/member.entity';
import { findMember } from '../members/member-lookup';
import { toMemberDto, toMemberEventData } from '../members/member.mapper';
import { RENEWAL_PERIOD_DAYS, renewedEnd } from '../members/membership-period';
import { MembershipException, requireAdmin, requireAdminOrSelf } from '../members/membership.exception';
import { MembershipFeesRepository } from './membership-fees.repository';
import { RenewalRequestEntity } from './renewal-request.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** requested, renewed, declined: the events whose data carries the renewal. */
type RenewalEventType = EventTypesCarrying<MemberRenewalEventData>;

const requestNotFound = () =>
  new MembershipException(MembershipErrorCode.RenewalRequestNotFound, 'Renewal request not found');

/**
 * Issue 30: a member asks to renew from RENEWAL_WINDOW_DAYS before their last valid day (or once it has passed, or
 * when there is no end date), by the same contracts rule the web offers the button with. The office is not bound:
 * an admin may record a renewal on a member's behalf at any time (a member paying at the counter early, a
 * correction), and every admin action is audited. Refused before anything is written: no request, no event.
 */
function requireRenewalWindow(member: MemberEntity, actor: ActorDto, now: Date): void {
  if (actor.userType === 'admin') return;
  const term = { status: member.status, membershipEndDate: member.membershipEndDate };
  if (renewalWindowOpen(term, now)) return;
  throw new MembershipException(MembershipErrorCode.RenewalNotYetOpen, renewalNotYetOpenMessage(renewalOpensOn(term)!));
}

/** Approval is the only way in: a pending or suspended member is never renewed (409). */
function requireApproved(member: MemberEntity): void {
  if (!canBeRenewed(toMemberDto(member).status)) {
    throw new MembershipException(MembershipErrorCode.NotApproved, RENEWAL_NEEDS_APPROVAL);
  }
}

export function toRenewalRequestDto(r: RenewalRequestEntity): RenewalRequestDto {
  return {
    id: r.id,
    memberId: r.memberId,
    memberName: r.memberName,
    memberEmail: r.memberEmail,
    currentStatus: r.currentStatus,
    renewalAmount: r.renewalAmount,
    status: r.status,
    requestedBy: r.requestedBy,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: iso(r.resolvedAt),
    resolvedBy: r.resolvedBy,
    declineReason: r.declineReason,
    previousEndDate: iso(r.previousEndDate),
    newEndDate: iso(r.newEndDate),
    paymentMethod: r.paymentMethod,
    paymentReference: r.paymentReference,
  };
}

/**
 * Renewal requests: the member (or an admin for them) asks, the admin
 * contacts the member, then marks the request paid and renewed (one more year
 * from the later of today and the current end date) or declines it. Name,
 * e-mail and status are taken from the member record, not from what the
 * browser sent. Each step writes its event in the same transaction.
 */
@Injectable()
export class RenewalRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly fees: MembershipFeesRepository,
    private readonly audit: AuditTrail,
  ) {}

  async create(input: RenewalRequestInput, actor: ActorDto, now = new Date()): Promise<RenewalRequestDto> {
    // The fee is the association's, never the browser's: only an admin may record another amount.
    const asked = actor.userType === 'admin' ? input.renewalAmount?.trim() : undefined;
    const amount = Number(asked || (await this.fees.get()).renewalFee);
    if (!(amount > 0 && amount < 1e8)) {
      throw new ValidationFailedException([
        { field: 'renewalAmount', message: 'Renewal amount must be greater than 0' },
      ]);
    }
    return this.dataSource.transaction(async (manager) => {
      const member = await findMember(manager, input.memberId, true);
      requireAdminOrSelf(actor, member.id);
      requireApproved(member);
      requireRenewalWindow(member, actor, now);
      // Asking twice while the first request is open gives the same request.
      const open = await manager.findOne(RenewalRequestEntity, {
        where: { memberId: member.id, status: 'open' },
        order: { createdAt: 'DESC' },
      });
      if (open) return toRenewalRequestDto(open);
      const saved = await manager.save(
        manager.create(RenewalRequestEntity, {
          memberId: member.id,
          memberName: `${member.firstName} ${member.lastName}`,
          memberEmail: member.email,
          currentStatus: toMemberDto(member).status,
          renewalAmount: amount.toFixed(2),
          requestedBy: actor.userId,
        }),
      );
      const request = await manager.findOneByOrFail(RenewalRequestEntity, { id: saved.id });
      await this.audit.record(manager, {
        action: 'renewal-request.requested',
        entity: 'renewal-request',
        entityId: request.id,
        after: toRenewalRequestDto(request),
      });
      await this.announce(manager, MembershipEvents.RenewalRequested, member, request, actor);
      return toRenewalRequestDto(request);
    });
  }

  async settings(): Promise<RenewalSettingsAnswer> {
    return { renewalFee: (await this.fees.get()).renewalFee, periodDays: RENEWAL_PERIOD_DAYS };
  }

  /** The joining and annual renewal fees the association sets (anyone may read them: the policy pages show them). */
  getFees(): Promise<MembershipFeesAnswer> {
    return this.fees.get();
  }

  /** Scheme Settings: an admin sets either fee (> 0, at most the largest amount a payment may be). */
  async updateFees(input: MembershipFeesInput, actor: ActorDto): Promise<MembershipFeesAnswer> {
    requireAdmin(actor);
    const change: { joiningFee?: string; renewalFee?: string } = {};
    const failures: { field: string; message: string }[] = [];
    for (const field of ['joiningFee', 'renewalFee'] as const) {
      const value = input[field];
      if (value === undefined) continue;
      const failure = firstFailure(AmountRules, value);
      const amount = Number(value).toFixed(2);
      const message = failure?.message ?? (Number(amount) <= 0 ? PaymentMessages.amountPositive : null);
      if (message) failures.push({ field, message });
      else change[field] = amount;
    }
    if (failures.length) throw new ValidationFailedException(failures);
    if (!change.joiningFee && !change.renewalFee) {
      throw new ValidationFailedException([
        { field: 'renewalFee', message: 'Give the joining fee or the renewal fee' },
      ]);
    }
    return this.dataSource.transaction(async (manager) => {
      const before = await this.fees.get(manager);
      const after = await this.fees.update(change, actor.userId, manager);
      await this.audit.record(manager, {
        action: 'membership-fees.updated',
        entity: 'membership-fees',
        entityId: null,
        ...auditChanges(before, after),
      });
      return after;
    });
  }

  async list(idOrMemberId: string, actor: ActorDto): Promise<RenewalRequestDto[]> {
    const member = await findMember(this.dataSource.manager, idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    const requests = await this.dataSource.manager.find(RenewalRequestEntity, {
      where: { memberId: member.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return requests.map(toRenewalRequestDto);
  }

  /**
   * Mark Paid and Renewed: one more period from the later of now and the current end date; the member is active.
   * The admin says how the fee was paid (a method, and a reference unless cash); the renewed event carries it.
   */
  async complete(
    requestId: string,
    payment: { paymentMethod?: string | null; reference?: string | null },
    actor: ActorDto,
  ): Promise<RenewalRequestActionAnswer> {
    requireAdmin(actor);
    const problems = renewalPaymentProblems(payment.paymentMethod, payment.reference);
    if (problems.length) throw new ValidationFailedException(problems);
    const paymentMethod = payment.paymentMethod!.trim();
    const paymentReference = payment.reference?.trim() || null;
    return this.resolve(requestId, 'completed', async (manager, request, member) => {
      // A request opened before the member was suspended (or before this rule) is still not a way in.
      requireApproved(member);
      await this.renew(manager, request, member, { paymentMethod, paymentReference, by: actor.userId });
      return MembershipEvents.MemberRenewed;
    });
  }

  /**
   * payments.renewal-fee.recorded: the member paid the renewal fee online and payments recorded it, so the request
   * completes (once: the consumer handles each event once, and only an open request is completed). A request
   * already completed in the office or declined meanwhile stays as it is, and so does one of a member suspended
   * meanwhile: membership.renewal-payment.unapplied says why, and payments lists the fee in Needs review.
   */
  async completePaidOnline(manager: EntityManager, paid: RenewalFeeRecordedEventData): Promise<boolean> {
    const unapplied = async (reason: string) => {
      await this.outbox.add(manager, MembershipEvents.RenewalPaymentUnapplied, {
        renewalRequestId: paid.renewalRequestId,
        memberId: paid.memberId,
        recordId: paid.recordId,
        razorpayPaymentId: paid.razorpayPaymentId,
        razorpayOrderId: paid.razorpayOrderId,
        reason,
      });
      return false;
    };
    if (!UUID.test(paid.renewalRequestId ?? '')) return unapplied('unknown renewal request');
    const found = await manager.findOneBy(RenewalRequestEntity, { id: paid.renewalRequestId.toLowerCase() });
    if (!found) return unapplied('unknown renewal request');
    if (found.status !== 'open') return unapplied(found.status);
    const member = await findMember(manager, found.memberId, true);
    const request = await manager.findOne(RenewalRequestEntity, {
      where: { id: found.id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!request || request.status !== 'open') return unapplied(request?.status ?? 'unknown renewal request');
    const status = toMemberDto(member).status;
    if (!canBeRenewed(status)) return unapplied(`member ${status}`);
    await this.renew(manager, request, member, {
      paymentMethod: ONLINE_RENEWAL_METHOD,
      paymentReference: paid.razorpayPaymentId,
      by: null,
    });
    const updatedMember = await manager.findOneByOrFail(MemberEntity, { id: member.id });
    const updatedRequest = await manager.findOneByOrFail(RenewalRequestEntity, { id: request.id });
    await this.announce(manager, MembershipEvents.MemberRenewed, updatedMember, updatedRequest, null);
    return true;
  }

  /** One more period from the later of now and the current end date; the member is active; the request completed. */
  private async renew(
    manager: EntityManager,
    request: RenewalRequestEntity,
    member: MemberEntity,
    payment: { paymentMethod: string; paymentReference: string | null; by: string | null },
  ): Promise<void> {
    const now = new Date();
    const newEnd = renewedEnd(member.membershipEndDate, now);
    await manager.update(
      MemberEntity,
      { id: member.id },
      {
        status: 'active',
        membershipEndDate: newEnd,
        ...(member.membershipStartDate ? {} : { membershipStartDate: now }),
        updatedAt: () => 'now()',
      },
    );
    await manager.update(
      RenewalRequestEntity,
      { id: request.id },
      {
        status: 'completed',
        resolvedAt: now,
        resolvedBy: payment.by,
        previousEndDate: member.membershipEndDate,
        newEndDate: newEnd,
        paymentMethod: payment.paymentMethod,
        paymentReference: payment.paymentReference,
      },
    );
  }

  async decline(
    requestId: string,
    reason: string | null | undefined,
    actor: ActorDto,
  ): Promise<RenewalRequestActionAnswer> {
    requireAdmin(actor);
    return this.resolve(requestId, 'declined', async (manager, request) => {
      await manager.update(
        RenewalRequestEntity,
        { id: request.id },
        { status: 'declined', resolvedAt: new Date(), resolvedBy: actor.userId, declineReason: reason?.trim() || null },
      );
      return MembershipEvents.RenewalDeclined;
    });
  }

  /**
   * Completes or declines an open request once: the member row is locked
   * first (as every other change of a member does), then the request, so
   * two admins clicking at once get one outcome and one 409.
   */
  private resolve(
    requestId: string,
    outcome: 'completed' | 'declined',
    change: (manager: EntityManager, request: RenewalRequestEntity, member: MemberEntity) => Promise<RenewalEventType>,
  ): Promise<RenewalRequestActionAnswer> {
    if (!UUID.test(requestId.trim())) throw requestNotFound();
    const id = requestId.trim().toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(RenewalRequestEntity, { id });
      if (!found) throw requestNotFound();
      const member = await findMember(manager, found.memberId, true);
      const request = await manager.findOne(RenewalRequestEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!request) throw requestNotFound();
      if (request.status !== 'open') {
        throw new MembershipException(
          MembershipErrorCode.RenewalRequestNotOpen,
          `This renewal request is already ${request.status}`,
        );
      }
      const eventType = await change(manager, request, member);
      const updatedMember = await manager.findOneByOrFail(MemberEntity, { id: member.id });
      const updatedRequest = await manager.findOneByOrFail(RenewalRequestEntity, { id });
      await this.audit.record(manager, {
        action: `renewal-request.${outcome}`,
        entity: 'renewal-request',
        entityId: id,
        ...auditChanges(
          { ...toRenewalRequestDto(request), memberStatus: member.status, membershipEndDate: member.membershipEndDate },
          {
            ...toRenewalRequestDto(updatedRequest),
            memberStatus: updatedMember.status,
            membershipEndDate: updatedMember.membershipEndDate,
          },
        ),
      });
      await this.announce(manager, eventType, updatedMember, updatedRequest, null);
      return { request: toRenewalRequestDto(updatedRequest), member: toMemberDto(updatedMember) };
    });
  }

  private async announce(
    manager: EntityManager,
    type: RenewalEventType,
    member: MemberEntity,
    request: RenewalRequestEntity,
    /** Who asked, for a new request; a completed or declined one names the admin who resolved it. */
    requester: ActorDto | null,
  ): Promise<void> {
    const data: MemberRenewalEventData = {
      ...toMemberEventData(member, {
        by: requester ? (requester.userType === 'admin' ? requester.userId : null) : request.resolvedBy,
        ...(request.declineReason ? { reason: request.declineReason } : {}),
      }),
      renewal: {
        requestId: request.id,
        amount: request.renewalAmount,
        // The acknowledgement e-mail tells the member the validity a payment gives: one more period from the
        // later of today and the current end date, as completing the request will compute it.
        ...(type === MembershipEvents.RenewalRequested
          ? { renewsUntil: iso(renewedEnd(member.membershipEndDate, new Date())) }
          : {}),
        ...(type === MembershipEvents.MemberRenewed
          ? {
              previousEndDate: iso(request.previousEndDate),
              membershipEndDate: iso(request.newEndDate),
              paymentMethod: request.paymentMethod,
              paymentReference: request.paymentReference,
            }
          : {}),
      },
    };
    await this.outbox.add(manager, type, data);
  }
}
