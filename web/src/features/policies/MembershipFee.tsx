import type { ReactNode } from 'react';
import { useMembershipFeesQuery } from '../../api/membership-fees';
import { usePoliciesTexts } from '../../i18n/policies';
import { formatRupees } from '../../lib/format';

export type MembershipFeeTexts = { joiningFee: string; renewalFee: string };

/**
 * The membership fees as the association sets them (issue 26: one source, so the policy pages can never disagree
 * with the renewal page), for the texts that state them. While the fees load each reads 'loading…'; if they cannot
 * be loaded, 'as set by the association' (in the shown language). Only the sections that state a fee ask for them.
 */
export function MembershipFees({ children }: { children: (fees: MembershipFeeTexts) => ReactNode }) {
  const t = usePoliciesTexts();
  const fees = useMembershipFeesQuery();
  const fee = (name: keyof MembershipFeeTexts) =>
    fees.data ? formatRupees(fees.data[name]) : t(fees.isError ? 'fee.unavailable' : 'fee.loading');
  return <>{children({ joiningFee: fee('joiningFee'), renewalFee: fee('renewalFee') })}</>;
}
