import { Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { MemberStatus } from '@portal/contracts/shapes';
import type { ReactNode } from 'react';
import { MEMBER_STATUS_OPTIONS } from '../lib/member-labels';
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
  return (
    <div className="list-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={placeholder}
        aria-label="Search members"
        value={searchText}
        onChange={(event) => onSearchText(event.target.value)}
        className="list-search"
      />
      <Select<MemberStatusFilter>
        aria-label="Filter by status"
        value={status}
        onChange={onStatus}
        options={[{ value: 'all', label: allStatusesLabel }, ...MEMBER_STATUS_OPTIONS]}
        className="list-filter"
      />
      {children}
    </div>
  );
}
