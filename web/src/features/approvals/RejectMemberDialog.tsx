import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import type { Member } from '../../api/members';
import { memberName } from '../../lib/member-display';
import { useAdminApprovalsTexts } from '../../i18n/admin-approvals';

interface RejectMemberDialogProps {
  open: boolean;
  member: Member | null;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Spec part 1 §2: an optional reason, then Confirm Rejection. */
export function RejectMemberDialog({ open, member, submitting, onCancel, onConfirm }: RejectMemberDialogProps) {
  const t = useAdminApprovalsTexts();
  return (
    <Modal
      open={open}
      title={member ? t('rejectDialog.title', { name: memberName(member) }) : t('rejectDialog.titleNoName')}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      <RejectForm key={member?.id} submitting={submitting} onCancel={onCancel} onConfirm={onConfirm} />
    </Modal>
  );
}

function RejectForm({ submitting, onCancel, onConfirm }: Omit<RejectMemberDialogProps, 'member' | 'open'>) {
  const t = useAdminApprovalsTexts();
  const [reason, setReason] = useState('');
  return (
    <Form layout="vertical" onFinish={() => onConfirm(reason.trim())}>
      <p className="muted">{t('rejectDialog.intro')}</p>
      <Form.Item label={t('rejectDialog.reason')} htmlFor="rejection-reason">
        <Input.TextArea
          id="rejection-reason"
          rows={4}
          maxLength={1000}
          showCount
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t('rejectDialog.placeholder')}
        />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={onCancel}>{t('rejectDialog.cancel')}</Button>
        <Button type="primary" danger htmlType="submit" loading={submitting}>
          {t('rejectDialog.confirm')}
        </Button>
      </div>
    </Form>
  );
}
