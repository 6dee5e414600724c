import { Card, Col, Row, Select, Skeleton } from 'antd';
import { currentFinancialYearKey, figureValue } from '@portal/contracts/rules';
import { useMemo } from 'react';
import { usePaymentStatsQuery, type Scheme, type PaymentStats } from '../../api/payments';
import { formatCount, formatDate, formatRupees } from '../../lib/format';
import { schemeLabel } from '../../components/PaymentStatusTag';
import { periodOptions } from '../../lib/period-options';

type Figures = PaymentStats['totals'];

/** The chosen scheme's figures, or the totals across schemes; zeros while nothing is known. */
function figuresFor(stats: PaymentStats | undefined, scheme: Scheme | 'all'): Figures | undefined {
  if (!stats) return undefined;
  if (scheme === 'all') return stats.totals;
  return stats.schemes?.find((entry) => entry.scheme === scheme);
}

/**
 * Receivable, received and balance for the scheme filtered on or for all schemes, over the period picked here
 * (a month, a quarter or a financial year; the current financial year at first). The payments service defines
 * the figures: the dues of the period's months, what was paid within it, and what is still unpaid of its dues.
 * For all schemes the figures hold the membership fees too (fees due and paid in the period), named in the notes.
 */
export function PaymentStatCards({
  scheme,
  period = '',
  onPeriodChange,
}: {
  scheme: Scheme | 'all';
  /** '' is the current financial year. */
  period?: string;
  onPeriodChange: (period: string) => void;
}) {
  const { data, isPending } = usePaymentStatsQuery(period || undefined);
  const figures = figuresFor(data, scheme);
  const scope = scheme === 'all' ? 'All schemes' : schemeLabel(scheme);
  const chosen = period || currentFinancialYearKey();
  const options = useMemo(() => periodOptions(chosen), [chosen]);
  const ahead = figureValue(figures?.paidInAdvance) ?? 0;
  // The totals hold the membership fees (joining, renewal) as well as the schemes' dues (issue 26).
  const fees = scheme === 'all' ? data?.fees : undefined;
  const feesReceived = figureValue(fees?.received) ?? 0;
  const feesDue = figureValue(fees?.receivable) ?? 0;

  const cards = [
    {
      key: 'receivable',
      title: 'Receivable',
      value: figures?.receivable,
      note:
        `${scope} · ${formatCount(figures?.optedMembers)} opted members` +
        (feesDue > 0 ? ` · ${formatRupees(feesDue)} membership fees` : ''),
    },
    {
      key: 'received',
      title: 'Received',
      value: figures?.received,
      note:
        `${formatCount(figures?.paidCount)} paid records` +
        (feesReceived > 0 ? ` · ${formatRupees(feesReceived)} of it membership fees` : ''),
    },
    {
      key: 'balance',
      title: 'Balance',
      value: figures?.balance,
      note:
        `Unpaid of ${data?.period.label ?? 'the period'}'s dues (${formatCount(figures?.pendingCount)} pending, ` +
        `${formatCount(figures?.overdueCount)} overdue)` +
        (ahead > 0 ? ` · ${formatRupees(ahead)} paid in advance` : '') +
        ` · all dues outstanding ${formatRupees(figures?.outstanding ?? 0)}`,
    },
  ];

  return (
    <>
      <div className="payment-stats-period">
        <span id="payment-stats-period-label">Period</span>
        <Select<string>
          aria-labelledby="payment-stats-period-label"
          value={chosen}
          options={options}
          onChange={onPeriodChange}
          style={{ minWidth: 240 }}
          popupMatchSelectWidth={false}
        />
        {data && (
          <span className="muted small">{`${formatDate(data.period.fromDay)} to ${formatDate(data.period.toDay)}`}</span>
        )}
      </div>
      <Row gutter={[16, 16]} className="payment-stats">
        {cards.map((card) => (
          <Col xs={24} md={8} key={card.key}>
            <Card className="payment-stat-card" aria-busy={isPending}>
              {isPending ? (
                <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
              ) : (
                <>
                  <p className="payment-stat-title" id={`payment-stat-${card.key}`}>
                    {card.title}
                  </p>
                  <p className="payment-stat-value" aria-labelledby={`payment-stat-${card.key}`}>
                    {formatRupees(card.value ?? 0)}
                  </p>
                  <p className="muted small">{card.note}</p>
                </>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
