import { Select, type TableProps } from 'antd';
import { useAdminLayoutTexts } from '../i18n/admin-layout';
import type { SortOrder } from '@portal/contracts/shapes';

/** A list's sort change: a key and its direction, or neither for the list's own order (newest first). */
export type OnSort<K extends string> = (sort: K | undefined, order: SortOrder | undefined) => void;

/** A table column sorted by the server (issue 29): ascending first, then descending, then the list's own order. */
export function sortableColumn<K extends string>(key: K, sort: K | undefined, order: SortOrder | undefined) {
  return {
    sorter: true,
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
    sortOrder: sort === key ? (order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
  };
}

/** A table's onChange that reports its header sorts as the list's sort (column keys are the sort keys). */
export function onTableSort<K extends string, Row>(onSort: OnSort<K> | undefined): TableProps<Row>['onChange'] {
  return (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.order ? (one.columnKey as K) : undefined;
    onSort?.(key, key ? (one.order === 'descend' ? 'desc' : 'asc') : undefined);
  };
}

type SortChoice<K extends string> = 'newest' | `${K}:${SortOrder}`;

interface SortSelectProps<K extends string> {
  /** Each sort's name as the list's headers show it. */
  labels: Record<K, string>;
  sort?: K;
  order?: SortOrder;
  onSort: OnSort<K>;
  /** The list's own order, first in the choices. */
  newestLabel?: string;
}

/** The list's sort as a choice (the table's headers sort too; cards have only this). */
export function SortSelect<K extends string>({ labels, sort, order, onSort, newestLabel }: SortSelectProps<K>) {
  const t = useAdminLayoutTexts();
  const choice: SortChoice<K> = sort ? `${sort}:${order ?? 'asc'}` : 'newest';
  const options: { value: SortChoice<K>; label: string }[] = [
    { value: 'newest', label: newestLabel ?? t('lists.newestFirst') },
    ...(Object.keys(labels) as K[]).flatMap((key) => [
      { value: `${key}:asc` as SortChoice<K>, label: `${labels[key]} ↑` },
      { value: `${key}:desc` as SortChoice<K>, label: `${labels[key]} ↓` },
    ]),
  ];
  return (
    <Select<SortChoice<K>>
      aria-label={t('lists.sortBy')}
      value={choice}
      onChange={(value) => {
        if (value === 'newest') onSort(undefined, undefined);
        else {
          const [key, direction] = value.split(':') as [K, SortOrder];
          onSort(key, direction);
        }
      }}
      options={options}
      className="list-filter"
    />
  );
}
