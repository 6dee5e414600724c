import { useState } from 'react';
import { Button, Card, Empty, List, Modal, Skeleton, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SchemeLabels, type Scheme } from '@portal/contracts/shapes';
import { usePaymentRecordsQuery, type PaymentRecord } from '../../api/payments';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { formatDate, formatRupees } from '../../lib/format';
import { schemeStatusFrom } from '../../lib/scheme-status';

/** One opted scheme: its status from the member's newest record, and what to do next (spec part 2 §4). */
function SchemeStatusRow({ scheme, onDetails }: { scheme: Scheme; onDetails: (scheme: Scheme) => void }) {
  const navigate = useNavigate();
  const { data, isPending } = usePaymentRecordsQuery({ scheme, page: 1, limit: 1 });
  if (isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  const status = schemeStatusFrom(data?.records[0]);
  return (
    <List.Item
      actions={[
        status.action === 'details' ? (
          <Button key="details" onClick={() => onDetails(scheme)}>
            View Payment Details
          </Button>
        ) : (
          <Button key="pay" type="primary" onClick={() => navigate(`/make-payment?scheme=${scheme}`)}>
            Make Payment
          </Button>
        ),
      ]}
    >
      <List.Item.Meta
        title={
          <span>
            {SchemeLabels[scheme]} <Tag color={status.tone}>{status.badge}</Tag>
          </span>
        }
        description={status.message}
      />
    </List.Item>
  );
}

/** The member's own records of one scheme, newest first, with receipts for the paid ones. */
function SchemePaymentsDialog({ scheme, onClose }: { scheme: Scheme; onClose: () => void }) {
  const { data, isPending } = usePaymentRecordsQuery({ scheme, page: 1, limit: 24 });
  return (
    <Modal open title={`${SchemeLabels[scheme]} payments`} onCancel={onClose} footer={null} width={720}>
      <Table<PaymentRecord>
        rowKey="id"
        size="small"
        loading={isPending}
        pagination={false}
        dataSource={data?.records ?? []}
        scroll={{ x: true }}
        columns={[
          { title: 'Due Date', key: 'due', render: (_, r) => formatDate(r.dueDate) },
          { title: 'Amount', key: 'amount', render: (_, r) => formatRupees(r.amount) },
          { title: 'Status', key: 'status', render: (_, r) => <PaymentStatusTag status={r.status} /> },
          { title: 'Paid On', key: 'paid', render: (_, r) => formatDate(r.paymentDate) || '—' },
          {
            title: 'Receipt',
            key: 'receipt',
            render: (_, r) =>
              r.receiptUrl ? (
                <a href={r.receiptUrl} target="_blank" rel="noreferrer">
                  {r.receiptNumber ?? 'Receipt'}
                </a>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Modal>
  );
}

/** Payment status per opted scheme on the member's dashboard, with Make Payment and the payment details. */
export function SchemePaymentsCard({ optedSchemes }: { optedSchemes: Scheme[] }) {
  const [details, setDetails] = useState<Scheme | null>(null);
  return (
    <Card title={<h2 className="member-card-title">Welfare Scheme Payments</h2>}>
      {optedSchemes.length === 0 ? (
        <Empty description="You have not joined a welfare scheme yet. Please contact admin to join one." />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={optedSchemes}
          renderItem={(scheme) => <SchemeStatusRow key={scheme} scheme={scheme} onDetails={setDetails} />}
        />
      )}
      {details ? <SchemePaymentsDialog scheme={details} onClose={() => setDetails(null)} /> : null}
    </Card>
  );
}
