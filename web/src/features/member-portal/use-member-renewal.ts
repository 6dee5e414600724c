import { useState } from 'react';
import { renewalOpensOn, renewalWindowOpen } from '@portal/contracts/rules';
import { MembershipErrorCode, type MemberUserAnswer } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { useRenewalRequestMutation, useRenewalRequestsQuery, useRenewalSettingsQuery } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { useMemberTexts } from '../../i18n/member';
import { displayName } from '../../lib/user-display';
import { renewalNotice } from '../../lib/membership-renewal';
import { useRenewalPayment } from './use-renewal-payment';

/**
 * The member's own renewal request (spec part 2 §3, issue 12): the fee is the one GET
 * /api/members/renewal-settings answers, never one the page makes up (the server charges its own fee
 * anyway). A request still open from an earlier visit shows as sent, so a reload does not offer it again.
 */
export function useMemberRenewal(member: MemberUserAnswer) {
  const notice = renewalNotice(member);
  // Issue 30: renewal is offered from 30 days before the end date (the rule membership applies too).
  const term = { status: String(member.status ?? 'active'), membershipEndDate: member.membershipEndDate };
  const windowOpen = renewalWindowOpen(term);
  const settings = useRenewalSettingsQuery();
  const earlier = useRenewalRequestsQuery(member.id, { enabled: notice !== null });
  const request = useRenewalRequestMutation();
  const payment = useRenewalPayment();
  const t = useMemberTexts();
  const toast = useToast();
  const [sentNow, setSentNow] = useState<string | null>(null);
  const fee = settings.data?.renewalFee ?? null;
  const open = earlier.data?.find((r) => r.status === 'open');
  const requestedAt = sentNow ?? open?.createdAt ?? null;

  const submit = async () => {
    if (!fee) return;
    try {
      const answer = await request.mutateAsync({
        memberId: member.id,
        memberName: displayName(member, 'Member'),
        memberEmail: member.email ?? null,
        currentStatus: String(member.status),
        renewalAmount: fee,
      });
      const createdAt = (answer as { createdAt?: unknown } | null)?.createdAt;
      setSentNow(typeof createdAt === 'string' ? createdAt : new Date().toISOString());
      toast.success(t('renewal.submittedTitle'), t('renewal.submitted'));
    } catch (err) {
      // The server decides when renewal opens (issue 30): a page left open, or a clock ahead of India's, may offer
      // the button early; then the member reads the server's reason and the day it opens, not "try again".
      const { code, message } = parseApiError(err);
      const early = code === MembershipErrorCode.RenewalNotYetOpen && message.trim();
      toast.error(t('renewal.errorTitle'), early || t('renewal.submitFailed'));
    }
  };

  return {
    notice,
    windowOpen,
    /** The first day renewal is offered (YYYY-MM-DD), while it is not yet. */
    opensOn: windowOpen ? null : renewalOpensOn(term),
    fee,
    feePending: settings.isPending,
    feeFailed: settings.isError,
    submitting: request.isPending,
    requestedAt,
    submit,
    /** Pays the renewal fee online (issue 26); the renewal completes once the payment is recorded. */
    payOnline: payment.pay,
    paying: payment.processing,
    paidOnline: payment.paid,
  };
}

export type MemberRenewal = ReturnType<typeof useMemberRenewal>;
