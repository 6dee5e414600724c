import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import type { Member } from '../../api/members';
import { memberName } from '../../lib/member-display';

interface RejectMemberDialogProps {
  open: boolean;
  member: Member | null;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Spec part 1 §2: an optional reason, then Confirm Rejection. */
export function RejectMemberDialog({ open, member, submitting, onCancel, onConfirm }: RejectMemberDialogProps) {
  return (
    <Modal
      open={open}
      title={member ? `Reject ${memberName(member)}'s application` : 'Reject application'}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      <RejectForm key={member?.id} submitting={submitting} onCancel={onCancel} onConfirm={onConfirm} />
    </Modal>
  );
}

function RejectForm({ submitting, onCancel, onConfirm }: Omit<RejectMemberDialogProps, 'member' | 'open'>) {
  const [reason, setReason] = useState('');
  return (
    <Form layout="vertical" onFinish={() => onConfirm(reason.trim())}>
      <p className="muted">The applicant is told by e-mail, with the reason when you give one.</p>
      <Form.Item label="Reason for rejection (optional)" htmlFor="rejection-reason">
        <Input.TextArea
          id="rejection-reason"
          rows={4}
          maxLength={1000}
          showCount
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder="e.g. The ID proof could not be read"
        />
      </Form.Item>
      <div className="dialog-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" danger htmlType="submit" loading={submitting}>
          Confirm Rejection
        </Button>
      </div>
    </Form>
  );
}
