import { Card, Col, Row, Select, Skeleton } from 'antd';
import { currentFinancialYearKey, figureValue } from '@portal/contracts/rules';
import { useMemo } from 'react';
import { usePaymentStatsQuery, type Scheme, type PaymentStats } from '../../api/payments';
import { formatCount, formatDate, formatRupees } from '../../lib/format';
import { periodOptions, type PeriodOptionGroup } from '../../lib/period-options';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { periodNameIn, useAdminPaymentsTexts, type AdminPaymentsTexts } from '../../i18n/admin-payments';
import { useShownLanguage, type Language } from '../../i18n/language';

type Figures = PaymentStats['totals'];

/** The picker's periods (lib/period-options) in the shown language; in English as that file names them. */
function periodChoices(t: AdminPaymentsTexts, language: Language, chosen: string): PeriodOptionGroup[] {
  const groups = periodOptions(chosen);
  if (language === 'en') return groups;
  const groupNames = [t('stats.financialYear'), t('stats.quarterGroup'), t('stats.month')];
  return groups.map((group, index) => ({
    label: groupNames[index] ?? group.label,
    options: group.options.map(({ value, label }) => {
      const name = periodNameIn(t, language, value);
      return { value, label: label.endsWith(' (current)') ? t('stats.current', { period: name }) : name };
    }),
  }));
}

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
  const t = useAdminPaymentsTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();
  const { data, isPending } = usePaymentStatsQuery(period || undefined);
  const figures = figuresFor(data, scheme);
  const scope = scheme === 'all' ? t('stats.allSchemes') : adminSchemeName(layout, scheme);
  const chosen = period || currentFinancialYearKey();
  const options = useMemo(() => periodChoices(t, language, chosen), [t, language, chosen]);
  const ahead = figureValue(figures?.paidInAdvance) ?? 0;
  // The totals hold the membership fees (joining, renewal) as well as the schemes' dues (issue 26).
  const fees = scheme === 'all' ? data?.fees : undefined;
  const feesReceived = figureValue(fees?.received) ?? 0;
  const feesDue = figureValue(fees?.receivable) ?? 0;

  // The server names its period in English; in another language the period is named from its key.
  const periodName = !data
    ? t('stats.thePeriod')
    : language === 'en'
      ? data.period.label
      : periodNameIn(t, language, data.period.key);
  /** A card's note: its facts joined with ' · ', those that do not apply left out. */
  const note = (...parts: (string | false)[]) => parts.filter(Boolean).join(' · ');

  const cards = [
    {
      key: 'receivable',
      title: t('stats.receivable'),
      value: figures?.receivable,
      note: note(
        scope,
        t('stats.opted', { n: formatCount(figures?.optedMembers) }),
        feesDue > 0 && t('stats.feesDue', { amount: formatRupees(feesDue) }),
      ),
    },
    {
      key: 'received',
      title: t('stats.received'),
      value: figures?.received,
      note: note(
        t('stats.paidRecords', { n: formatCount(figures?.paidCount) }),
        feesReceived > 0 && t('stats.feesReceived', { amount: formatRupees(feesReceived) }),
      ),
    },
    {
      key: 'balance',
      title: t('stats.balance'),
      value: figures?.balance,
      note: note(
        t('stats.unpaidOf', {
          period: periodName,
          pending: formatCount(figures?.pendingCount),
          overdue: formatCount(figures?.overdueCount),
        }),
        ahead > 0 && t('stats.paidAhead', { amount: formatRupees(ahead) }),
        t('stats.outstanding', { amount: formatRupees(figures?.outstanding ?? 0) }),
      ),
    },
  ];

  return (
    <>
      <div className="payment-stats-period">
        <span id="payment-stats-period-label">{t('stats.period')}</span>
        <Select<string>
          aria-labelledby="payment-stats-period-label"
          value={chosen}
          options={options}
          onChange={onPeriodChange}
          style={{ minWidth: 240 }}
          popupMatchSelectWidth={false}
        />
        {data && (
          <span className="muted small">
            {t('stats.range', { from: formatDate(data.period.fromDay), to: formatDate(data.period.toDay) })}
          </span>
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
