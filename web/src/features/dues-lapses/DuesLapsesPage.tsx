import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DUES_LAPSE_MONTHS, DUES_LAPSE_WARNING_MONTHS } from '@portal/contracts/shapes';
import { useDuesLapsesQuery, type DuesLapse } from '../../api/dues-lapses';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { PageHeading } from '../../components/PageHeading';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { formatDate, formatRupees } from '../../lib/format';
import { useAdminDuesLapsesTexts } from '../../i18n/admin-dues-lapses';
import { adminSchemeName, adminStatusText, monthIn, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useShownLanguage } from '../../i18n/language';
import { DuesLapseDialog, type DuesLapseAction } from './DuesLapseDialog';

const DECISION_COLORS = { membership_ended: 'red', kept: 'green', noted: 'default' } as const;

/**
 * Members long unpaid (issue 33, the policy's 6 months): every member with DUES_LAPSE_MONTHS or more months unpaid in
 * a scheme, with their history, for the office to decide about. Nothing ends by itself: an office role ends the
 * membership or notes its decision here; every role that reads the books sees the list.
 */
export function DuesLapsesPage() {
  const t = useAdminDuesLapsesTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();
  const monthOrDash = (month: string | null) => (month ? monthIn(language, month) : '—');
  usePageTitle(t('title'));
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useDuesLapsesQuery(page);
  const mayDecide = useAdminCan('office');
  const [open, setOpen] = useState<{ lapse: DuesLapse; action: DuesLapseAction } | null>(null);

  const columns: ColumnsType<DuesLapse> = [
    {
      title: t('columns.member'),
      key: 'member',
      render: (_, l) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/members/${l.memberId}`}>{l.memberName}</Link>
          <span className="muted">
            {l.memberCode} <MemberStatusTag status={l.memberStatus} text={adminStatusText(layout, l.memberStatus)} />
          </span>
        </Space>
      ),
    },
    { title: t('columns.scheme'), key: 'scheme', render: (_, l) => adminSchemeName(layout, l.scheme) },
    { title: t('columns.monthsUnpaid'), dataIndex: 'monthsUnpaid', key: 'monthsUnpaid' },
    { title: t('columns.firstUnpaid'), key: 'firstUnpaid', render: (_, l) => monthOrDash(l.firstUnpaidMonth) },
    { title: t('columns.lastPaid'), key: 'lastPaid', render: (_, l) => monthOrDash(l.lastPaidMonth) },
    { title: t('columns.owed'), key: 'owed', render: (_, l) => formatRupees(l.amountOwed) },
    {
      title: t('columns.history'),
      key: 'history',
      render: (_, l) => (
        <ul className="dues-lapse-history" aria-label={t('historyOf', { name: l.memberName })}>
          {l.history.map((h) => (
            <li key={h.scheme}>
              {t('historyLine', {
                scheme: adminSchemeName(layout, h.scheme),
                due: h.monthsDue,
                paid: h.monthsPaid,
                unpaid: h.monthsUnpaid,
              })}
            </li>
          ))}
        </ul>
      ),
    },
    { title: t('columns.warned'), key: 'warned', render: (_, l) => (l.warnedAt ? formatDate(l.warnedAt) : '—') },
    {
      title: t('columns.decision'),
      key: 'decision',
      render: (_, l) =>
        l.decision ? (
          <Space orientation="vertical" size={0}>
            <Tag color={DECISION_COLORS[l.decision.decision]}>{t(`decisions.${l.decision.decision}`)}</Tag>
            {l.decision.note ? <span>{l.decision.note}</span> : null}
            <span className="muted">{formatDate(l.decision.decidedAt)}</span>
          </Space>
        ) : (
          <Tag color="orange">{t('toDecide')}</Tag>
        ),
    },
    ...(mayDecide
      ? [
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_: unknown, l: DuesLapse) => (
              <Space wrap>
                {l.memberStatus === 'active' ? (
                  <Button danger size="small" onClick={() => setOpen({ lapse: l, action: 'end' })}>
                    {t('endMembership')}
                  </Button>
                ) : null}
                <Button size="small" onClick={() => setOpen({ lapse: l, action: 'note' })}>
                  {t('noteDecision')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="page">
      <PageHeading title={t('title')}>
        {t('lead', { months: DUES_LAPSE_MONTHS, warning: DUES_LAPSE_WARNING_MONTHS })}
      </PageHeading>
      {isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      <Card>
        <Table<DuesLapse>
          rowKey={(l) => `${l.memberId}:${l.scheme}`}
          columns={columns}
          dataSource={data?.lapses ?? []}
          loading={isPending}
          locale={{ emptyText: t('empty', { months: DUES_LAPSE_MONTHS }) }}
          pagination={{
            current: page,
            pageSize: data?.limit ?? 50,
            total: data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          scroll={{ x: true }}
        />
      </Card>
      {open ? <DuesLapseDialog lapse={open.lapse} action={open.action} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
