import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useAdminLayoutTexts } from '../i18n/admin-layout';
import { formatCount } from '../lib/format';
import { pageWindow, totalPages } from '../lib/pagination';
import './list-widgets.css';

interface MembersPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** What is being counted, e.g. 'members' (the default, in the shown language). */
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
  noun,
  totalCapped = false,
}: MembersPaginationProps) {
  const t = useAdminLayoutTexts();
  const pages = totalPages(total, pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <nav className="list-pagination" aria-label={t('pagination.label')}>
      <span className="muted">
        {t('pagination.showing', {
          first: formatCount(first),
          last: formatCount(last),
          total: `${formatCount(total)}${totalCapped ? '+' : ''}`,
          noun: noun ?? t('pagination.members'),
        })}
      </span>
      <div className="list-pagination-buttons">
        <Button
          icon={<LeftOutlined />}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          aria-label={t('pagination.previousPage')}
        >
          <span className="hide-on-mobile">{t('pagination.previous')}</span>
        </Button>
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            type={n === page ? 'primary' : 'default'}
            aria-label={t('pagination.page', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button disabled={page >= pages} onClick={() => onChange(page + 1)} aria-label={t('pagination.nextPage')}>
          <span className="hide-on-mobile">{t('pagination.next')}</span>
          <RightOutlined />
        </Button>
      </div>
    </nav>
  );
}
