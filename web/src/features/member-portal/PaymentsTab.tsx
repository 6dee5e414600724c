import { useState } from 'react';
import { Alert, Button, Card, Select, Skeleton } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Scheme } from '@portal/contracts/shapes';
import { useOwnDueRecordsQuery, usePaymentRecordsQuery } from '../../api/payments';
import { Schemes } from '@portal/contracts/shapes';
import { isScheme } from '../../components/PaymentStatusTag';
import { schemeName, useMemberTexts } from '../../i18n/member';
import { useIsMobile } from '../../components/use-is-mobile';
import { sumAmounts } from '../../lib/amounts';
import { formatRupees } from '../../lib/format';
import { MemberRecordCards, MemberRecordsTable } from './MemberPaymentRecords';
import { RefundsCard } from '../../components/RefundsCard';
import { StatementCard } from '../../components/StatementCard';

const PAGE_SIZE = 10;
const ALL = 'all';

/** What the member owes now: every pending and overdue amount of every scheme, added up. */
function DueNowCard() {
  const t = useMemberTexts();
  const navigate = useNavigate();
  const { data, isPending, isError } = useOwnDueRecordsQuery();
  const due = data ?? [];
  const overdue = due.filter((record) => record.status === 'overdue').length;
  const total = sumAmounts(due.map((record) => record.amount));
  return (
    <Card className="due-now-card">
      <section aria-label={t('records.dueLabel')} className="due-now">
        <div>
          <h2 className="member-card-title">{t('records.dueTitle')}</h2>
          {isPending ? (
            <Skeleton.Input active />
          ) : isError ? (
            <Alert type="error" showIcon title={t('records.failed')} />
          ) : (
            <>
              <p className="due-now-amount" data-testid="total-due">
                {formatRupees(total)}
              </p>
              <p className="muted small">
                {due.length === 0
                  ? t('records.nothingDue')
                  : `${t('records.unpaid', { count: due.length })}${overdue ? t('records.overdue', { count: overdue }) : ''}`}
              </p>
            </>
          )}
        </div>
        {total > 0 ? (
          <Button type="primary" icon={<CreditCardOutlined />} onClick={() => navigate('/make-payment')}>
            {t('records.pay')}
          </Button>
        ) : null}
      </section>
    </Card>
  );
}

/**
 * Payments tab (what 'View Payment Details' opens): the member's own records from GET /api/payment-records
 * with a scheme filter kept in `?scheme=`, receipts for the paid ones, and the total due now.
 */
export function PaymentsTab({
  scheme,
  onScheme,
}: {
  scheme: Scheme | null;
  onScheme: (scheme: Scheme | null) => void;
}) {
  const t = useMemberTexts();
  const isMobile = useIsMobile();
  const [paging, setPaging] = useState({ scheme, page: 1 });
  // A new scheme filter starts again on its first page.
  const page = paging.scheme === scheme ? paging.page : 1;
  const { data, isPending, isFetching, isError } = usePaymentRecordsQuery({
    scheme: scheme ?? undefined,
    page,
    limit: PAGE_SIZE,
  });
  const view = {
    records: data?.records ?? [],
    total: data?.total ?? 0,
    page,
    pageSize: PAGE_SIZE,
    loading: isPending || isFetching,
    onPage: (next: number) => setPaging({ scheme, page: next }),
  };

  return (
    <div className="member-payments">
      <DueNowCard />
      <Card
        title={<h2 className="member-card-title">{t('records.title')}</h2>}
        extra={
          <Select
            aria-label={t('records.filter')}
            className="member-payments-filter"
            value={scheme ?? ALL}
            onChange={(value: string) => onScheme(isScheme(value) ? value : null)}
            options={[
              { value: ALL, label: t('records.allSchemes') },
              ...Schemes.map((value) => ({ value, label: schemeName(t, value) })),
            ]}
          />
        }
      >
        {isError ? (
          <Alert type="error" showIcon title={t('records.failed')} />
        ) : isMobile ? (
          <MemberRecordCards {...view} />
        ) : (
          <MemberRecordsTable {...view} />
        )}
      </Card>
      <RefundsCard />
      <StatementCard />
    </div>
  );
}
