import { Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { MemberStatus } from '@portal/contracts/shapes';
import type { ReactNode } from 'react';
import { MemberStatuses } from '@portal/contracts/shapes';
import { adminStatusText, useAdminLayoutTexts } from '../i18n/admin-layout';
import './list-widgets.css';

export type MemberStatusFilter = 'all' | MemberStatus;

interface MemberSearchBarProps {
  searchText: string;
  onSearchText: (text: string) => void;
  status: MemberStatusFilter;
  onStatus: (status: MemberStatusFilter) => void;
  /** The screen's own words (spec): what can be searched, and the option for no status filter. */
  placeholder: string;
  allStatusesLabel: string;
  /** More of the toolbar after the two fields (the ID Cards page's buttons). */
  children?: ReactNode;
}

/** The search box and status filter over a list of members (Members, ID Cards). */
export function MemberSearchBar({
  searchText,
  onSearchText,
  status,
  onStatus,
  placeholder,
  allStatusesLabel,
  children,
}: MemberSearchBarProps) {
  const t = useAdminLayoutTexts();
  return (
    <div className="list-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={placeholder}
        aria-label={t('lists.searchMembers')}
        value={searchText}
        onChange={(event) => onSearchText(event.target.value)}
        className="list-search"
      />
      <Select<MemberStatusFilter>
        aria-label={t('lists.filterByStatus')}
        value={status}
        onChange={onStatus}
        options={[
          { value: 'all', label: allStatusesLabel },
          ...MemberStatuses.map((value) => ({ value, label: adminStatusText(t, value) })),
        ]}
        className="list-filter"
      />
      {children}
    </div>
  );
}
