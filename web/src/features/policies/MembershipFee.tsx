import { useMembershipFeesQuery } from '../../api/membership-fees';
import { formatRupees } from '../../lib/format';

/**
 * A membership fee as the association sets it (issue 26: one source, so the policy pages can never disagree with the
 * renewal page). While the fees load it reads 'loading…'; if they cannot be loaded, 'as set by the association'.
 */
export function MembershipFee({ fee }: { fee: 'joiningFee' | 'renewalFee' }) {
  const fees = useMembershipFeesQuery();
  if (fees.data) return <>{formatRupees(fees.data[fee])}</>;
  return <>{fees.isError ? 'as set by the association' : 'loading…'}</>;
}
