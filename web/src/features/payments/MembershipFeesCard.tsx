import { useState } from 'react';
import { Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { parseAmount } from '@portal/contracts/rules';
import { parseApiError } from '../../api/client';
import {
  useMembershipFeesQuery,
  useUpdateMembershipFeesMutation,
  type MembershipFees,
} from '../../api/membership-fees';
import { useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';
import { formatDateTime, formatRupees } from '../../lib/format';
import { schemeAmountProblem } from './SchemeSettingDialog';

type FeeField = 'joiningFee' | 'renewalFee';
const FEE_LABELS: Record<FeeField, string> = { joiningFee: 'Joining Fee', renewalFee: 'Annual Renewal Fee' };

/**
 * Issue 26: the joining and annual renewal fees are the association's own settings, edited here and shown by every
 * screen, policy page and PDF (GET /api/membership-fees).
 */
export function MembershipFeesCard() {
  // Fees are the treasurer's work (issue 27).
  const money = useAdminCan('money');
  const fees = useMembershipFeesQuery();
  const [editing, setEditing] = useState(false);
  return (
    <Card className="scheme-setting-card membership-fees-card">
      <article aria-label="Membership Fees">
        <Typography.Title level={3} className="scheme-setting-title">
          Membership Fees
        </Typography.Title>
        {fees.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : fees.isError || !fees.data ? (
          <p className="muted">The fees could not be loaded.</p>
        ) : editing ? (
          <FeesForm fees={fees.data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="membership-fees">
              {(Object.keys(FEE_LABELS) as FeeField[]).map((field) => (
                <div key={field}>
                  <dt>{FEE_LABELS[field]}</dt>
                  <dd data-testid={`fee-${field}`}>{formatRupees(fees.data[field])}</dd>
                </div>
              ))}
            </dl>
            {fees.data.updatedAt ? (
              <p className="muted small">Last updated {formatDateTime(fees.data.updatedAt)}</p>
            ) : null}
            {money ? (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                Edit Fees
              </Button>
            ) : null}
          </>
        )}
      </article>
    </Card>
  );
}

function FeesForm({ fees, onDone }: { fees: MembershipFees; onDone: () => void }) {
  const [values, setValues] = useState<Record<FeeField, string>>({
    joiningFee: fees.joiningFee,
    renewalFee: fees.renewalFee,
  });
  const [problems, setProblems] = useState<Partial<Record<FeeField, string>>>({});
  const update = useUpdateMembershipFeesMutation();
  const toast = useToast();

  const onSave = async () => {
    const found: Partial<Record<FeeField, string>> = {};
    for (const field of Object.keys(FEE_LABELS) as FeeField[]) {
      const problem = schemeAmountProblem(values[field]);
      if (problem) found[field] = problem;
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    try {
      await update.mutateAsync({
        joiningFee: parseAmount(values.joiningFee.trim())!,
        renewalFee: parseAmount(values.renewalFee.trim())!,
      });
      toast.success('Membership fees updated successfully');
      onDone();
    } catch (err) {
      toast.error('Error updating membership fees', parseApiError(err).message);
    }
  };

  return (
    <Form layout="vertical" onFinish={onSave}>
      {(Object.keys(FEE_LABELS) as FeeField[]).map((field) => (
        <Form.Item
          key={field}
          label={`${FEE_LABELS[field]} (₹)`}
          htmlFor={`membership-${field}`}
          validateStatus={problems[field] ? 'error' : undefined}
          help={problems[field]}
        >
          <Input
            id={`membership-${field}`}
            inputMode="decimal"
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        </Form.Item>
      ))}
      <Button onClick={onDone} disabled={update.isPending}>
        Cancel
      </Button>{' '}
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save Fees
      </Button>
    </Form>
  );
}
