import { Card, Col, Row, Skeleton } from 'antd';
import { usePaymentStatsQuery, type Scheme, type PaymentStats } from '../../api/payments';
import { formatCount, formatRupees } from '../../lib/format';
import { schemeLabel } from '../../components/PaymentStatusTag';

type Figures = PaymentStats['totals'];

/** The chosen scheme's figures, or the totals across schemes; zeros while nothing is known. */
function figuresFor(stats: PaymentStats | undefined, scheme: Scheme | 'all'): Figures | undefined {
  if (!stats) return undefined;
  if (scheme === 'all') return stats.totals;
  return stats.schemes?.find((entry) => entry.scheme === scheme);
}

/** Spec part 2 §9: receivable, received and balance, for the scheme filtered on or for all schemes. */
export function PaymentStatCards({ scheme }: { scheme: Scheme | 'all' }) {
  const { data, isPending } = usePaymentStatsQuery();
  const figures = figuresFor(data, scheme);
  const scope = scheme === 'all' ? 'All schemes' : schemeLabel(scheme);

  const cards = [
    {
      key: 'receivable',
      title: 'Receivable',
      value: figures?.receivable,
      note: `${scope} · ${formatCount(figures?.optedMembers)} opted members`,
    },
    {
      key: 'received',
      title: 'Received',
      value: figures?.received,
      note: `${formatCount(figures?.paidCount)} paid records`,
    },
    {
      key: 'balance',
      title: 'Balance',
      value: figures?.balance,
      note: `Dues outstanding ${formatRupees(figures?.outstanding ?? 0)} (${formatCount(figures?.pendingCount)} pending, ${formatCount(figures?.overdueCount)} overdue)`,
    },
  ];

  return (
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
  );
}
