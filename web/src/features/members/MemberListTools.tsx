import { Select } from 'antd';
import type { MemberListFilterName, MemberListSort, SortOrder } from '@portal/contracts/shapes';
import { SortSelect, type OnSort } from '../../components/list-sorting';
import { useAdminMembersTexts } from '../../i18n/admin-members';

/** How the list names its validity and dues filters (issue 29). */
export const MEMBER_LIST_FILTER_LABELS: Record<MemberListFilterName, string> = {
  expiring: 'Expiring within 30 days',
  expired: 'Expired',
  renewalDue: 'Renewal due',
  noValidity: 'No validity',
  overdueDues: 'Overdue dues',
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
  const t = useAdminMembersTexts();
  const sortLabels: Record<MemberListSort, string> = {
    name: t('sort.name'),
    memberId: t('sort.memberId'),
    status: t('sort.status'),
    endDate: t('sort.endDate'),
    joined: t('sort.joined'),
  };
  return (
    <>
      <Select<MemberListFilterName | 'all'>
        aria-label={t('filterByValidity')}
        value={filter}
        onChange={onFilter}
        options={[
          { value: 'all', label: t('anyValidity') },
          ...(Object.keys(MEMBER_LIST_FILTER_LABELS) as MemberListFilterName[]).map((value) => ({
            value,
            label: t(`filters.${value}`),
          })),
        ]}
        className="list-filter"
      />
      <SortSelect labels={sortLabels} sort={sort} order={order} onSort={onSort} />
    </>
  );
}
