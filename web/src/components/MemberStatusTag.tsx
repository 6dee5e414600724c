import { Tag } from 'antd';

const STATUS_COLOURS: Record<string, string> = {
  active: 'green',
  expired: 'red',
  pending: 'gold',
  suspended: 'default',
};

/** One colour per member status everywhere in the portal; unknown statuses stay neutral. */
export function MemberStatusTag({ status }: { status: string | null | undefined }) {
  const value = (status ?? 'unknown').toLowerCase();
  return (
    <Tag color={STATUS_COLOURS[value] ?? 'default'} className="status-tag">
      {value.charAt(0).toUpperCase() + value.slice(1)}
    </Tag>
  );
}
