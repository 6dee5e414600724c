import { useState } from 'react';
import { Alert, Button, Card, Select, Skeleton, Space } from 'antd';
import { FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { currentFinancialYearKey, figureValue } from '@portal/contracts/rules';
import { statementUrl, useStatementQuery } from '../api/statements';
import { formatRupees } from '../lib/format';
import { periodOptions } from '../lib/period-options';
import './statement-card.css';

/** A balance as people read it: what is owed, or what was paid ahead below zero. */
export function balanceText(amount: string | undefined): string {
  const value = figureValue(amount) ?? 0;
  return value < 0 ? `${formatRupees(-value)} paid in advance` : formatRupees(value);
}

/**
 * Statement of account for a financial year (issue 26): its opening and closing balances and the PDF and CSV
 * downloads. A member sees their own (no memberId); an admin names the member.
 */
export function StatementCard({ memberId }: { memberId?: string }) {
  const [period, setPeriod] = useState(currentFinancialYearKey());
  const years = periodOptions(period)[0].options;
  const { data, isPending, isError } = useStatementQuery(memberId, period);
  return (
    <Card
      className="statement-card"
      title={<h2 className="member-card-title">Statement of Account</h2>}
      extra={
        <Select<string>
          aria-label="Financial year"
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
        <Alert type="error" showIcon title="Failed to load the statement" />
      ) : (
        <dl className="statement-figures">
          <div>
            <dt>Opening balance</dt>
            <dd>{balanceText(data.openingBalance)}</dd>
          </div>
          <div>
            <dt>Dues</dt>
            <dd>{formatRupees(data.totals.dues)}</dd>
          </div>
          <div>
            <dt>Payments</dt>
            <dd>{formatRupees(data.totals.payments)}</dd>
          </div>
          <div>
            <dt>Refunds</dt>
            <dd>{formatRupees(data.totals.refunds)}</dd>
          </div>
          <div>
            <dt>Closing balance</dt>
            <dd>{balanceText(data.closingBalance)}</dd>
          </div>
        </dl>
      )}
      <Space wrap>
        <Button icon={<FilePdfOutlined />} href={statementUrl('pdf', memberId, period)} download>
          Download PDF
        </Button>
        <Button icon={<FileTextOutlined />} href={statementUrl('csv', memberId, period)} download>
          Download CSV
        </Button>
      </Space>
    </Card>
  );
}
