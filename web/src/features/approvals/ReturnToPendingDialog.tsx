import { Button, Form, Input, Modal } from 'antd';
import { parseApiError } from '../../api/client';
import { useReturnMemberToPendingMutation, type Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { memberName } from '../../lib/member-display';
import { useAdminApprovalsTexts } from '../../i18n/admin-approvals';

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
  const t = useAdminApprovalsTexts();
  return (
    <Modal
      open={open}
      title={member ? t('returnDialog.title', { name: memberName(member) }) : t('returnDialog.titleNoName')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {member ? <ReturnForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function ReturnForm({ member, onClose }: { member: Member; onClose: () => void }) {
  const t = useAdminApprovalsTexts();
  const [form] = Form.useForm<{ reason: string }>();
  const returnToPending = useReturnMemberToPendingMutation();
  const toast = useToast();

  const onFinish = async ({ reason }: { reason: string }) => {
    try {
      await returnToPending.mutateAsync({ id: member.id, reason: reason.trim() });
      toast.success(t('returnDialog.doneTitle'), t('returnDialog.done', { name: memberName(member) }));
      onClose();
    } catch (error) {
      const parsed = parseApiError(error);
      const reasonError = parsed.errors?.find((e) => e.field === 'reason');
      if (reasonError) form.setFields([{ name: 'reason', errors: [reasonError.message] }]);
      else toast.error(t('returnDialog.failedTitle'), parsed.message);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
      <p className="muted">{t('returnDialog.intro')}</p>
      <Form.Item
        label={t('returnDialog.reason')}
        name="reason"
        htmlFor="return-reason"
        rules={[{ required: true, whitespace: true, message: t('returnDialog.reasonRequired') }]}
      >
        <Input.TextArea
          id="return-reason"
          rows={4}
          maxLength={RETURN_REASON_MAX}
          showCount
          placeholder={t('returnDialog.placeholder')}
        />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('returnDialog.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={returnToPending.isPending}>
          {t('returnDialog.confirm')}
        </Button>
      </div>
    </Form>
  );
}
