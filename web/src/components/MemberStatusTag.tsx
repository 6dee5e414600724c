import { Tag } from 'antd';
import type { MemberStatus } from '@portal/contracts/shapes';

const STATUS_COLOURS: Record<MemberStatus, string> = {
  active: 'green',
  expired: 'red',
  pending: 'gold',
  suspended: 'default',
};

/**
 * One colour per member status everywhere in the portal; unknown statuses stay neutral.
 * `upper` shows the status in capitals (the member detail badge, spec part 2 §2).
 */
export function MemberStatusTag({ status, upper = false }: { status: string | null | undefined; upper?: boolean }) {
  const value = (status ?? 'unknown').toLowerCase();
  return (
    <Tag color={STATUS_COLOURS[value as MemberStatus] ?? 'default'} className="status-tag">
      {upper ? value.toUpperCase() : value.charAt(0).toUpperCase() + value.slice(1)}
    </Tag>
  );
}
