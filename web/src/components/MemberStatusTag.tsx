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
export function MemberStatusTag({
  status,
  upper = false,
  text,
}: {
  status: string | null | undefined;
  upper?: boolean;
  /** The status in the page's language (the member's pages, issue 31); else the status as the API names it. */
  text?: string;
}) {
  const value = (status ?? 'unknown').toLowerCase();
  const shown = text ?? value.charAt(0).toUpperCase() + value.slice(1);
  return (
    <Tag color={STATUS_COLOURS[value as MemberStatus] ?? 'default'} className="status-tag">
      {upper ? shown.toUpperCase() : shown}
    </Tag>
  );
}
