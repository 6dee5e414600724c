import { Button, Form, Input, Modal } from 'antd';
import { parseApiError } from '../../api/client';
import { useReturnMemberToPendingMutation, type Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { memberName } from '../../lib/member-display';

/** The server's words (membership, issue 29), said here before asking. */
export const RETURN_REASON_REQUIRED = 'Give the reason for returning the application to pending';
const RETURN_REASON_MAX = 500;

interface ReturnToPendingDialogProps {
  open: boolean;
  member: Member | null;
  onClose: () => void;
}

/** Issue 29: a suspended applicant goes back to pending with the admin's reason (required). */
export function ReturnToPendingDialog({ open, member, onClose }: ReturnToPendingDialogProps) {
  return (
    <Modal
      open={open}
      title={member ? `Return ${memberName(member)} to pending` : 'Return to pending'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {member ? <ReturnForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function ReturnForm({ member, onClose }: { member: Member; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const returnToPending = useReturnMemberToPendingMutation();
  const toast = useToast();

  const onFinish = async ({ reason }: { reason: string }) => {
    try {
      await returnToPending.mutateAsync({ id: member.id, reason: reason.trim() });
      toast.success('Returned to Pending', `${memberName(member)}'s application is pending review again.`);
      onClose();
    } catch (error) {
      const parsed = parseApiError(error);
      const reasonError = parsed.errors?.find((e) => e.field === 'reason');
      if (reasonError) form.setFields([{ name: 'reason', errors: [reasonError.message] }]);
      else toast.error('Return to Pending Failed', parsed.message);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
      <p className="muted">The application goes back to the Pending list, to be approved or rejected again.</p>
      <Form.Item
        label="Reason for returning to pending"
        name="reason"
        htmlFor="return-reason"
        rules={[{ required: true, whitespace: true, message: RETURN_REASON_REQUIRED }]}
      >
        <Input.TextArea
          id="return-reason"
          rows={4}
          maxLength={RETURN_REASON_MAX}
          showCount
          placeholder="e.g. The applicant sent a readable ID proof"
        />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={returnToPending.isPending}>
          Return to Pending
        </Button>
      </div>
    </Form>
  );
}
