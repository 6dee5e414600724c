import type { TableColumnsType } from 'antd';
import './stacked-table.css';

/**
 * A table that becomes a list of cards on a phone (issue 29: every table's actions within reach at 375 px, as the
 * members list already is): put `STACKED_TABLE_CLASS` on the table and pass its columns through here, so each cell
 * carries its column's title, which stacked-table.css shows beside the value when the header row is hidden.
 */
export const STACKED_TABLE_CLASS = 'stacked-table';

export function stackedColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : '';
    const own = column.onCell;
    return {
      ...column,
      onCell: (record: T, index?: number) => ({ ...(own?.(record, index) ?? {}), 'data-label': label }),
    };
  });
}
