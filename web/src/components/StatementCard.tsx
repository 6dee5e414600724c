import { useState } from 'react';
import { Alert, Button, Card, Select, Skeleton, Space } from 'antd';
import { FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { currentFinancialYearKey, figureValue, parseFinancialPeriod } from '@portal/contracts/rules';
import { statementUrl, useStatementQuery } from '../api/statements';
import { useMemberTexts, type MemberTexts } from '../i18n/member';
import { formatRupees } from '../lib/format';
import { periodOptions } from '../lib/period-options';
import './statement-card.css';

/** A balance as people read it: what is owed, or what was paid ahead below zero. */
export function balanceText(amount: string | undefined, t?: MemberTexts): string {
  const value = figureValue(amount) ?? 0;
  if (value >= 0) return formatRupees(value);
  return t ? t('records.inAdvance', { amount: formatRupees(-value) }) : `${formatRupees(-value)} paid in advance`;
}

/** 'FY 2026-27' ('ಹಣಕಾಸು ವರ್ಷ 2026-27'), with ' (current)' for this year. */
function yearLabel(t: MemberTexts, key: string, current: string): string {
  const years = (parseFinancialPeriod(key)?.label ?? key).replace(/^FY /, '');
  const label = t('records.yearLabel', { years });
  return key === current ? t('records.current', { year: label }) : label;
}

/**
 * Statement of account for a financial year (issue 26): its opening and closing balances and the PDF and CSV
 * downloads. A member sees their own (no memberId); an admin names the member.
 */
export function StatementCard({ memberId }: { memberId?: string }) {
  const t = useMemberTexts();
  const [period, setPeriod] = useState(currentFinancialYearKey());
  const current = currentFinancialYearKey();
  const years = periodOptions(period)[0].options.map(({ value }) => ({ value, label: yearLabel(t, value, current) }));
  const { data, isPending, isError } = useStatementQuery(memberId, period);
  return (
    <Card
      className="statement-card"
      title={<h2 className="member-card-title">{t('records.statement')}</h2>}
      extra={
        <Select<string>
          aria-label={t('records.year')}
          value={period}
          options={years}
          onChange={setPeriod}
          popupMatchSelectWidth={false}
        />
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : isError ? (
        <Alert type="error" showIcon title={t('records.statementFailed')} />
      ) : (
        <dl className="statement-figures">
          <div>
            <dt>{t('records.opening')}</dt>
            <dd>{balanceText(data.openingBalance, t)}</dd>
          </div>
          <div>
            <dt>{t('records.dues')}</dt>
            <dd>{formatRupees(data.totals.dues)}</dd>
          </div>
          <div>
            <dt>{t('records.payments')}</dt>
            <dd>{formatRupees(data.totals.payments)}</dd>
          </div>
          <div>
            <dt>{t('records.refundsTotal')}</dt>
            <dd>{formatRupees(data.totals.refunds)}</dd>
          </div>
          <div>
            <dt>{t('records.closing')}</dt>
            <dd>{balanceText(data.closingBalance, t)}</dd>
          </div>
        </dl>
      )}
      <Space wrap>
        <Button icon={<FilePdfOutlined />} href={statementUrl('pdf', memberId, period)} download>
          {t('records.pdf')}
        </Button>
        <Button icon={<FileTextOutlined />} href={statementUrl('csv', memberId, period)} download>
          {t('records.csv')}
        </Button>
      </Space>
    </Card>
  );
}
