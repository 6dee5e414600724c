import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatCount } from '../lib/format';
import { pageWindow, totalPages } from '../lib/pagination';
import './list-widgets.css';

interface MembersPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** What is being counted, e.g. 'members'. */
  noun?: string;
  /** The total is a lower bound (a very common search): shown as '1,000+'. */
  totalCapped?: boolean;
}

/** Spec part 1 §2/§9: shown only when there is more than one page, with at most five page buttons. */
export function MembersPagination({
  page,
  pageSize,
  total,
  onChange,
  noun = 'members',
  totalCapped = false,
}: MembersPaginationProps) {
  const pages = totalPages(total, pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <nav className="list-pagination" aria-label="Pagination">
      <span className="muted">
        Showing {formatCount(first)} to {formatCount(last)} of {formatCount(total)}
        {totalCapped ? '+' : ''} {noun}
      </span>
      <div className="list-pagination-buttons">
        <Button
          icon={<LeftOutlined />}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          aria-label="Previous page"
        >
          <span className="hide-on-mobile">Previous</span>
        </Button>
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            type={n === page ? 'primary' : 'default'}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button disabled={page >= pages} onClick={() => onChange(page + 1)} aria-label="Next page">
          <span className="hide-on-mobile">Next</span>
          <RightOutlined />
        </Button>
      </div>
    </nav>
  );
}
