import { Select } from 'antd';
import type { MemberListFilterName, MemberListSort, SortOrder } from '@portal/contracts/shapes';
import { SortSelect, type OnSort } from '../../components/list-sorting';

/** How the list names its validity and dues filters (issue 29). */
export const MEMBER_LIST_FILTER_LABELS: Record<MemberListFilterName, string> = {
  expiring: 'Expiring within 30 days',
  expired: 'Expired',
  renewalDue: 'Renewal due',
  noValidity: 'No validity',
  overdueDues: 'Overdue dues',
};

const SORT_LABELS: Record<MemberListSort, string> = {
  name: 'Name',
  memberId: 'Member ID',
  status: 'Status',
  endDate: 'End date',
  joined: 'Join date',
};

interface MemberListToolsProps {
  filter: MemberListFilterName | 'all';
  onFilter: (filter: MemberListFilterName | 'all') => void;
  sort?: MemberListSort;
  order?: SortOrder;
  onSort: OnSort<MemberListSort>;
}

/** The members list's validity filter and sort (the table's headers sort too; cards have only this). */
export function MemberListTools({ filter, onFilter, sort, order, onSort }: MemberListToolsProps) {
  return (
    <>
      <Select<MemberListFilterName | 'all'>
        aria-label="Filter by validity"
        value={filter}
        onChange={onFilter}
        options={[
          { value: 'all', label: 'Any validity' },
          ...(Object.keys(MEMBER_LIST_FILTER_LABELS) as MemberListFilterName[]).map((value) => ({
            value,
            label: MEMBER_LIST_FILTER_LABELS[value],
          })),
        ]}
        className="list-filter"
      />
      <SortSelect labels={SORT_LABELS} sort={sort} order={order} onSort={onSort} />
    </>
  );
}
