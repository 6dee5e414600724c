import { Select } from 'antd';
import type { MemberListFilterName, MemberListSort, SortOrder } from '@portal/contracts/shapes';

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

type SortChoice = 'newest' | `${MemberListSort}:${SortOrder}`;

const SORT_OPTIONS: { value: SortChoice; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  ...(Object.keys(SORT_LABELS) as MemberListSort[]).flatMap((key) => [
    { value: `${key}:asc` as SortChoice, label: `${SORT_LABELS[key]} ↑` },
    { value: `${key}:desc` as SortChoice, label: `${SORT_LABELS[key]} ↓` },
  ]),
];

interface MemberListToolsProps {
  filter: MemberListFilterName | 'all';
  onFilter: (filter: MemberListFilterName | 'all') => void;
  sort?: MemberListSort;
  order?: SortOrder;
  onSort: (sort: MemberListSort | undefined, order: SortOrder | undefined) => void;
}

/** The members list's validity filter and sort (the table's headers sort too; cards have only this). */
export function MemberListTools({ filter, onFilter, sort, order, onSort }: MemberListToolsProps) {
  const choice: SortChoice = sort ? `${sort}:${order ?? 'asc'}` : 'newest';
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
      <Select<SortChoice>
        aria-label="Sort by"
        value={choice}
        onChange={(value) => {
          if (value === 'newest') onSort(undefined, undefined);
          else {
            const [key, direction] = value.split(':') as [MemberListSort, SortOrder];
            onSort(key, direction);
          }
        }}
        options={SORT_OPTIONS}
        className="list-filter"
      />
    </>
  );
}
