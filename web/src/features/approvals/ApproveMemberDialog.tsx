import { useState } from 'react';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { PaymentMethodLabels, type ApproveMemberFields, type JoiningFeeOutcome } from '@portal/contracts/shapes';
import { joiningFeeProblems, RENEWAL_PAYMENT_METHODS } from '@portal/contracts/rules';
import type { Member } from '../../api/members';
import { useMembershipFeesQuery } from '../../api/membership-fees';
import { formatRupees } from '../../lib/format';
import { memberName } from '../../lib/member-display';

interface ApproveMemberDialogProps {
  member: Member | null;
  pending: boolean;
  onClose: () => void;
  onApprove: (member: Member, fee: ApproveMemberFields) => Promise<void>;
}

type Problems = Partial<Record<'joiningFee' | 'paymentMethod' | 'reference', string>>;

/**
 * Issue 26: approving an application says what became of the joining fee (the association's setting): paid, with
 * how (cash, UPI, bank transfer, cheque) and an optional reference, which records it with a receipt; or not
 * collected (e.g. waived), which records nothing.
 */
export function ApproveMemberDialog({ member, pending, onClose, onApprove }: ApproveMemberDialogProps) {
  const fees = useMembershipFeesQuery();
  const [joiningFee, setJoiningFee] = useState<JoiningFeeOutcome | undefined>(undefined);
  const [paymentMethod, setPaymentMethod] = useState('');
  const [reference, setReference] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const fee = fees.data ? formatRupees(fees.data.joiningFee) : 'the joining fee';

  const onOk = async () => {
    if (!member) return;
    if (!joiningFee) {
      setProblems({ joiningFee: 'Say whether the joining fee was paid' });
      return;
    }
    const body: ApproveMemberFields =
      joiningFee === 'paid'
        ? { joiningFee, paymentMethod, ...(reference.trim() ? { reference: reference.trim() } : {}) }
        : { joiningFee };
    const found = joiningFeeProblems(body);
    setProblems(Object.fromEntries(found.map((p) => [p.field, p.message])));
    if (found.length) return;
    await onApprove(member, body);
  };

  return (
    <Modal
      open={member !== null}
      title={member ? `Approve ${memberName(member)}` : 'Approve application'}
      onCancel={onClose}
      afterClose={() => {
        setJoiningFee(undefined);
        setPaymentMethod('');
        setReference('');
        setProblems({});
      }}
      okText="Approve"
      okButtonProps={{ loading: pending }}
      onOk={onOk}
      destroyOnHidden
    >
      <p>The membership starts today for one year, and the member is e-mailed a link to set their password.</p>
      <Form layout="vertical">
        <Form.Item
          label={`Joining fee (${fee})`}
          validateStatus={problems.joiningFee ? 'error' : undefined}
          help={problems.joiningFee}
        >
          <Radio.Group
            aria-label="Joining fee"
            value={joiningFee}
            onChange={(event) => setJoiningFee(event.target.value as JoiningFeeOutcome)}
            options={[
              { value: 'paid', label: 'Paid (record it with a receipt)' },
              { value: 'not_collected', label: 'Not collected (e.g. waived)' },
            ]}
          />
        </Form.Item>
        {joiningFee === 'paid' ? (
          <>
            <Form.Item
              label="Payment Method"
              htmlFor="joining-fee-method"
              validateStatus={problems.paymentMethod ? 'error' : undefined}
              help={problems.paymentMethod}
            >
              <Select
                id="joining-fee-method"
                placeholder="How was the fee paid?"
                value={paymentMethod || undefined}
                options={RENEWAL_PAYMENT_METHODS.map((method) => ({
                  value: method,
                  label: PaymentMethodLabels[method],
                }))}
                onChange={(value: string) => setPaymentMethod(value)}
              />
            </Form.Item>
            <Form.Item
              label="Reference (optional)"
              htmlFor="joining-fee-reference"
              validateStatus={problems.reference ? 'error' : undefined}
              help={problems.reference}
            >
              <Input
                id="joining-fee-reference"
                value={reference}
                maxLength={100}
                placeholder="UPI or bank reference, cheque number"
                onChange={(event) => setReference(event.target.value)}
              />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
