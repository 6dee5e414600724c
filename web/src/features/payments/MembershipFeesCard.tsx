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
import { formatRupees } from '../../lib/format';
import {
  paymentFormMessage,
  useAdminPaymentFormsTexts,
  type AdminPaymentFormsTexts,
} from '../../i18n/admin-payment-forms';
import { formatDateTimeIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { schemeAmountProblem } from './SchemeSettingDialog';

type FeeField = 'joiningFee' | 'renewalFee';
const FEE_FIELDS: readonly FeeField[] = ['joiningFee', 'renewalFee'];
const feeLabel = (t: AdminPaymentFormsTexts, field: FeeField) => t(`fees.${field}`);

/**
 * Issue 26: the joining and annual renewal fees are the association's own settings, edited here and shown by every
 * screen, policy page and PDF (GET /api/membership-fees).
 */
export function MembershipFeesCard() {
  // Fees are the treasurer's work (issue 27).
  const money = useAdminCan('money');
  const t = useAdminPaymentFormsTexts();
  const language = useShownLanguage();
  const fees = useMembershipFeesQuery();
  const [editing, setEditing] = useState(false);
  return (
    <Card className="scheme-setting-card membership-fees-card">
      <article aria-label={t('fees.title')}>
        <Typography.Title level={3} className="scheme-setting-title">
          {t('fees.title')}
        </Typography.Title>
        {fees.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : fees.isError || !fees.data ? (
          <p className="muted">{t('fees.loadFailed')}</p>
        ) : editing ? (
          <FeesForm fees={fees.data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="membership-fees">
              {FEE_FIELDS.map((field) => (
                <div key={field}>
                  <dt>{feeLabel(t, field)}</dt>
                  <dd data-testid={`fee-${field}`}>{formatRupees(fees.data[field])}</dd>
                </div>
              ))}
            </dl>
            {fees.data.updatedAt ? (
              <p className="muted small">
                {t('fees.lastUpdated', { at: formatDateTimeIn(language, fees.data.updatedAt) })}
              </p>
            ) : null}
            {money ? (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('fees.edit')}
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
  const t = useAdminPaymentFormsTexts();
  const toast = useToast();

  const onSave = async () => {
    const found: Partial<Record<FeeField, string>> = {};
    for (const field of FEE_FIELDS) {
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
      toast.success(t('fees.updated'));
      onDone();
    } catch (err) {
      toast.error(t('fees.error'), paymentFormMessage(t, parseApiError(err).message));
    }
  };

  return (
    <Form layout="vertical" onFinish={onSave}>
      {FEE_FIELDS.map((field) => (
        <Form.Item
          key={field}
          label={t('fees.feeLabel', { fee: feeLabel(t, field) })}
          htmlFor={`membership-${field}`}
          validateStatus={problems[field] ? 'error' : undefined}
          help={problems[field] ? paymentFormMessage(t, problems[field]) : undefined}
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
        {t('cancel')}
      </Button>{' '}
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('fees.save')}
      </Button>
    </Form>
  );
}
