import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { MAX_BULK_MEMBERS, NotificationTypeLabels, NotificationTypes } from '@portal/contracts/shapes';
import type { NotificationType } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import {
  downloadFile,
  selectedMembersExportUrl,
  useBulkMembersMutation,
  type BulkMembersResult,
  type Member,
  type MemberStatus,
} from '../../api/members';
import { useGenerateIdCardsMutation } from '../../api/id-cards';
import { sendNotification } from '../../api/notifications';
import { useToast } from '../../components/use-toast';
import { MEMBER_STATUS_LABELS, MEMBER_STATUS_OPTIONS } from '../../lib/member-labels';
import { memberName } from '../../lib/member-display';

type Pending =
  | { kind: 'approve' }
  | { kind: 'status'; status: MemberStatus }
  | { kind: 'notify' }
  | { kind: 'idCards' }
  | { kind: 'export' };

const count = (n: number) => `${n} selected member${n === 1 ? '' : 's'}`;

/** What a bulk action will do, as the confirmation asks it. */
function question(pending: Pending, n: number): string {
  switch (pending.kind) {
    case 'approve':
      return `Approve ${count(n)}? Only pending members are approved; the others are listed as skipped.`;
    case 'status':
      return `Change the status of ${count(n)} to ${MEMBER_STATUS_LABELS[pending.status]}?`;
    case 'notify':
      return `Send this notification to ${count(n)}?`;
    case 'idCards':
      return `Generate ID cards for ${count(n)}?`;
    case 'export':
      return `Export ${count(n)} as CSV?`;
  }
}

interface MembersBulkBarProps {
  selected: Member[];
  onClear: () => void;
}

/**
 * The members list's bulk actions on the selected rows (issue 29): approve, change status, notify, generate ID
 * cards and export selected. Each asks first with the count; the answer says what was done and what was skipped.
 * Shown to the office only (the routes refuse other roles).
 */
export function MembersBulkBar({ selected, onClear }: MembersBulkBarProps) {
  const toast = useToast();
  const bulk = useBulkMembersMutation();
  const idCards = useGenerateIdCardsMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [status, setStatus] = useState<MemberStatus>('active');
  const [result, setResult] = useState<BulkMembersResult | null>(null);
  const [notice, setNotice] = useState<{ title: string; message: string; type: NotificationType }>({
    title: '',
    message: '',
    type: 'general',
  });
  const [working, setWorking] = useState(false);
  const ids = selected.map((m) => m.id);
  const tooMany = selected.length > MAX_BULK_MEMBERS;

  const run = async () => {
    if (!pending) return;
    setWorking(true);
    try {
      if (pending.kind === 'approve' || pending.kind === 'status') {
        const answer = await bulk.mutateAsync({
          action: pending.kind,
          memberIds: ids,
          ...(pending.kind === 'status' ? { status: pending.status } : {}),
        });
        setResult(answer);
        toast.success(
          pending.kind === 'approve' ? 'Members Approved' : 'Status Changed',
          `${answer.done.length} done, ${answer.skipped.length} skipped`,
        );
      } else if (pending.kind === 'notify') {
        // One send per member through notifications' own send, so each is on record as any other.
        for (const member of selected) await sendNotification({ ...notice, memberId: member.id });
        toast.success('Notification Sent', `Sent to ${count(selected.length)}`);
      } else if (pending.kind === 'idCards') {
        await idCards.mutateAsync({ memberIds: ids });
        toast.success(
          'ID Card Generation Started',
          `Cards for ${count(selected.length)} are being made (ID Cards page)`,
        );
      } else {
        downloadFile(selectedMembersExportUrl(ids));
      }
      setPending(null);
      if (pending.kind !== 'export') onClear();
    } catch (err) {
      toast.error('Bulk action failed', parseApiError(err).message);
    } finally {
      setWorking(false);
    }
  };

  const notifyIncomplete = pending?.kind === 'notify' && (!notice.title.trim() || !notice.message.trim());

  return (
    <>
      {selected.length > 0 ? (
        <div className="members-bulk-bar" role="region" aria-label="Bulk actions">
          <Typography.Text strong>{count(selected.length)}</Typography.Text>
          {tooMany ? (
            <Typography.Text type="danger">Select at most {MAX_BULK_MEMBERS} members for a bulk action</Typography.Text>
          ) : null}
          <Space wrap size={8}>
            <Button disabled={tooMany} onClick={() => setPending({ kind: 'approve' })}>
              Approve
            </Button>
            <Space.Compact>
              <Select<MemberStatus>
                aria-label="New status"
                value={status}
                onChange={setStatus}
                options={MEMBER_STATUS_OPTIONS}
                className="members-bulk-status"
              />
              <Button disabled={tooMany} onClick={() => setPending({ kind: 'status', status })}>
                Change Status
              </Button>
            </Space.Compact>
            <Button disabled={tooMany} onClick={() => setPending({ kind: 'notify' })}>
              Notify
            </Button>
            <Button disabled={tooMany} onClick={() => setPending({ kind: 'idCards' })}>
              Generate ID Cards
            </Button>
            <Button disabled={tooMany} onClick={() => setPending({ kind: 'export' })}>
              Export Selected
            </Button>
            <Button type="link" onClick={onClear}>
              Clear selection
            </Button>
          </Space>
        </div>
      ) : null}

      {result ? (
        <Alert
          className="members-bulk-result"
          type={result.skipped.length ? 'warning' : 'success'}
          closable
          onClose={() => setResult(null)}
          message={`${result.action === 'approve' ? 'Approved' : 'Status changed for'} ${result.done.length}; skipped ${result.skipped.length}`}
          description={
            result.skipped.length ? (
              <ul className="members-bulk-skipped">
                {result.skipped.map((m) => (
                  <li key={m.id}>
                    {m.name ?? m.id}
                    {m.memberId ? ` (${m.memberId})` : ''}: {m.reason}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}

      <Modal
        open={pending !== null}
        title="Confirm bulk action"
        okText="Confirm"
        onOk={run}
        onCancel={() => setPending(null)}
        confirmLoading={working}
        okButtonProps={{ disabled: notifyIncomplete }}
        destroyOnHidden
      >
        {pending ? <p>{question(pending, selected.length)}</p> : null}
        {pending?.kind === 'approve' || pending?.kind === 'status' ? (
          <Typography.Paragraph type="secondary" className="small">
            {selected.slice(0, 10).map(memberName).join(', ')}
            {selected.length > 10 ? ` and ${selected.length - 10} more` : ''}
          </Typography.Paragraph>
        ) : null}
        {pending?.kind === 'notify' ? (
          <Form layout="vertical">
            {/* Unnamed items do not tie their label to the control: htmlFor and id do (axe: label). */}
            <Form.Item label="Title" required htmlFor="bulk-notice-title">
              <Input
                id="bulk-notice-title"
                value={notice.title}
                onChange={(e) => setNotice({ ...notice, title: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="Message" required htmlFor="bulk-notice-message">
              <Input.TextArea
                id="bulk-notice-message"
                rows={3}
                value={notice.message}
                onChange={(e) => setNotice({ ...notice, message: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="Type">
              <Select<NotificationType>
                aria-label="Notification type"
                value={notice.type}
                onChange={(type) => setNotice({ ...notice, type })}
                options={NotificationTypes.map((value) => ({ value, label: NotificationTypeLabels[value] }))}
              />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </>
  );
}
