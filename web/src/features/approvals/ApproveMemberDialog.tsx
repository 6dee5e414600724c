import { useState } from 'react';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { type ApproveMemberFields, type JoiningFeeOutcome } from '@portal/contracts/shapes';
import { joiningFeeProblems, JoiningFeeMessages, RENEWAL_PAYMENT_METHODS } from '@portal/contracts/rules';
import type { Member } from '../../api/members';
import { useMembershipFeesQuery } from '../../api/membership-fees';
import { formatRupees } from '../../lib/format';
import { memberName } from '../../lib/member-display';
import { useAdminApprovalsTexts, type AdminApprovalsTexts } from '../../i18n/admin-approvals';
import { adminPaymentMethod, useAdminLayoutTexts } from '../../i18n/admin-layout';

interface ApproveMemberDialogProps {
  member: Member | null;
  pending: boolean;
  onClose: () => void;
  onApprove: (member: Member, fee: ApproveMemberFields) => Promise<void>;
}

type Problems = Partial<Record<'joiningFee' | 'paymentMethod' | 'reference', string>>;

/** The contract's messages (JoiningFeeMessages) in the shown language; its English is the catalogue's. */
function problemText(t: AdminApprovalsTexts, message: string): string {
  if (message === JoiningFeeMessages.methodRequired) return t('approveDialog.methodRequired');
  if (message === JoiningFeeMessages.reference) return t('approveDialog.reference');
  return message;
}

/**
 * Issue 26: approving an application says what became of the joining fee (the association's setting): paid, with
 * how (cash, UPI, bank transfer, cheque) and an optional reference, which records it with a receipt; or not
 * collected (e.g. waived), which records nothing.
 */
export function ApproveMemberDialog({ member, pending, onClose, onApprove }: ApproveMemberDialogProps) {
  const t = useAdminApprovalsTexts();
  const shared = useAdminLayoutTexts();
  const fees = useMembershipFeesQuery();
  const [joiningFee, setJoiningFee] = useState<JoiningFeeOutcome | undefined>(undefined);
  const [paymentMethod, setPaymentMethod] = useState('');
  const [reference, setReference] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const fee = fees.data ? formatRupees(fees.data.joiningFee) : t('approveDialog.theJoiningFee');

  const onOk = async () => {
    if (!member) return;
    if (!joiningFee) {
      setProblems({ joiningFee: t('approveDialog.sayWhether') });
      return;
    }
    const body: ApproveMemberFields =
      joiningFee === 'paid'
        ? { joiningFee, paymentMethod, ...(reference.trim() ? { reference: reference.trim() } : {}) }
        : { joiningFee };
    const found = joiningFeeProblems(body);
    setProblems(Object.fromEntries(found.map((p) => [p.field, problemText(t, p.message)])));
    if (found.length) return;
    await onApprove(member, body);
  };

  return (
    <Modal
      open={member !== null}
      title={member ? t('approveDialog.title', { name: memberName(member) }) : t('approveDialog.titleNoName')}
      onCancel={onClose}
      afterClose={() => {
        setJoiningFee(undefined);
        setPaymentMethod('');
        setReference('');
        setProblems({});
      }}
      okText={t('approveDialog.ok')}
      cancelText={t('approveDialog.cancel')}
      okButtonProps={{ loading: pending }}
      onOk={onOk}
      destroyOnHidden
    >
      <p>{t('approveDialog.intro')}</p>
      <Form layout="vertical">
        <Form.Item
          label={t('approveDialog.joiningFee', { fee })}
          validateStatus={problems.joiningFee ? 'error' : undefined}
          help={problems.joiningFee}
        >
          <Radio.Group
            aria-label={t('approveDialog.joiningFeeLabel')}
            value={joiningFee}
            onChange={(event) => setJoiningFee(event.target.value as JoiningFeeOutcome)}
            options={[
              { value: 'paid', label: t('approveDialog.paid') },
              { value: 'not_collected', label: t('approveDialog.notCollected') },
            ]}
          />
        </Form.Item>
        {joiningFee === 'paid' ? (
          <>
            <Form.Item
              label={t('approveDialog.paymentMethod')}
              htmlFor="joining-fee-method"
              validateStatus={problems.paymentMethod ? 'error' : undefined}
              help={problems.paymentMethod}
            >
              <Select
                id="joining-fee-method"
                placeholder={t('approveDialog.howPaid')}
                value={paymentMethod || undefined}
                options={RENEWAL_PAYMENT_METHODS.map((method) => ({
                  value: method,
                  label: adminPaymentMethod(shared, method),
                }))}
                onChange={(value: string) => setPaymentMethod(value)}
              />
            </Form.Item>
            <Form.Item
              label={t('approveDialog.referenceLabel')}
              htmlFor="joining-fee-reference"
              validateStatus={problems.reference ? 'error' : undefined}
              help={problems.reference}
            >
              <Input
                id="joining-fee-reference"
                value={reference}
                maxLength={100}
                placeholder={t('approveDialog.referencePlaceholder')}
                onChange={(event) => setReference(event.target.value)}
              />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
