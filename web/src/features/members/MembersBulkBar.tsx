import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { MAX_BULK_MEMBERS, MemberStatuses, NotificationTypes } from '@portal/contracts/shapes';
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
import { type AdminMembersTexts, useAdminMembersTexts } from '../../i18n/admin-members';
import { memberStatusText, notificationTypeName, useMemberTexts, type MemberTexts } from '../../i18n/member';
import { memberName } from '../../lib/member-display';

type Pending =
  | { kind: 'approve' }
  | { kind: 'status'; status: MemberStatus }
  | { kind: 'notify' }
  | { kind: 'idCards' }
  | { kind: 'export' };

/** What a bulk action will do, as the confirmation asks it. */
function question(t: AdminMembersTexts, member: MemberTexts, pending: Pending, n: number): string {
  const members = t('bulk.selected', { count: n });
  switch (pending.kind) {
    case 'approve':
      return t('bulk.askApprove', { members });
    case 'status':
      return t('bulk.askStatus', { members, status: memberStatusText(member, pending.status) ?? pending.status });
    case 'notify':
      return t('bulk.askNotify', { members });
    case 'idCards':
      return t('bulk.askIdCards', { members });
    case 'export':
      return t('bulk.askExport', { members });
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
  const t = useAdminMembersTexts();
  const member = useMemberTexts();
  const count = (n: number) => t('bulk.selected', { count: n });
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
          pending.kind === 'approve' ? t('bulk.approved') : t('bulk.statusChanged'),
          t('bulk.doneSkipped', { done: answer.done.length, skipped: answer.skipped.length }),
        );
      } else if (pending.kind === 'notify') {
        // One send per member through notifications' own send, so each is on record as any other.
        for (const member of selected) await sendNotification({ ...notice, memberId: member.id });
        toast.success(t('bulk.notified'), t('bulk.sentTo', { members: count(selected.length) }));
      } else if (pending.kind === 'idCards') {
        await idCards.mutateAsync({ memberIds: ids });
        toast.success(t('bulk.idCardsStarted'), t('bulk.idCardsMaking', { members: count(selected.length) }));
      } else {
        downloadFile(selectedMembersExportUrl(ids));
      }
      setPending(null);
      if (pending.kind !== 'export') onClear();
    } catch (err) {
      toast.error(t('bulk.failed'), parseApiError(err).message);
    } finally {
      setWorking(false);
    }
  };

  const notifyIncomplete = pending?.kind === 'notify' && (!notice.title.trim() || !notice.message.trim());

  return (
    <>
      {selected.length > 0 ? (
        <div className="members-bulk-bar" role="region" aria-label={t('bulk.region')}>
          <Typography.Text strong>{count(selected.length)}</Typography.Text>
          {tooMany ? (
            <Typography.Text type="danger">{t('bulk.tooMany', { max: MAX_BULK_MEMBERS })}</Typography.Text>
          ) : null}
          <Space wrap size={8}>
            <Button disabled={tooMany} onClick={() => setPending({ kind: 'approve' })}>
              {t('bulk.approve')}
            </Button>
            <Space.Compact>
              <Select<MemberStatus>
                aria-label={t('bulk.newStatus')}
                value={status}
                onChange={setStatus}
                options={MemberStatuses.map((value) => ({ value, label: memberStatusText(member, value) ?? value }))}
                className="members-bulk-status"
              />
              <Button disabled={tooMany} onClick={() => setPending({ kind: 'status', status })}>
                {t('bulk.changeStatus')}
              </Button>
            </Space.Compact>
            <Button disabled={tooMany} onClick={() => setPending({ kind: 'notify' })}>
              {t('bulk.notify')}
            </Button>
            <Button disabled={tooMany} onClick={() => setPending({ kind: 'idCards' })}>
              {t('bulk.generateIdCards')}
            </Button>
            <Button disabled={tooMany} onClick={() => setPending({ kind: 'export' })}>
              {t('bulk.exportSelected')}
            </Button>
            <Button type="link" onClick={onClear}>
              {t('bulk.clear')}
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
          message={t(result.action === 'approve' ? 'bulk.resultApproved' : 'bulk.resultStatus', {
            done: result.done.length,
            skipped: result.skipped.length,
          })}
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
        title={t('bulk.confirmTitle')}
        okText={t('bulk.confirm')}
        onOk={run}
        onCancel={() => setPending(null)}
        confirmLoading={working}
        okButtonProps={{ disabled: notifyIncomplete }}
        destroyOnHidden
      >
        {pending ? <p>{question(t, member, pending, selected.length)}</p> : null}
        {pending?.kind === 'approve' || pending?.kind === 'status' ? (
          <Typography.Paragraph type="secondary" className="small">
            {selected.slice(0, 10).map(memberName).join(', ')}
            {selected.length > 10 ? t('bulk.andMore', { count: selected.length - 10 }) : ''}
          </Typography.Paragraph>
        ) : null}
        {pending?.kind === 'notify' ? (
          <Form layout="vertical">
            {/* Unnamed items do not tie their label to the control: htmlFor and id do (axe: label). */}
            <Form.Item label={t('bulk.noticeTitle')} required htmlFor="bulk-notice-title">
              <Input
                id="bulk-notice-title"
                value={notice.title}
                onChange={(e) => setNotice({ ...notice, title: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('bulk.noticeMessage')} required htmlFor="bulk-notice-message">
              <Input.TextArea
                id="bulk-notice-message"
                rows={3}
                value={notice.message}
                onChange={(e) => setNotice({ ...notice, message: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('bulk.noticeType')}>
              <Select<NotificationType>
                aria-label={t('bulk.noticeTypeLabel')}
                value={notice.type}
                onChange={(type) => setNotice({ ...notice, type })}
                options={NotificationTypes.map((value) => ({
                  value,
                  label: notificationTypeName(member, value) ?? value,
                }))}
              />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </>
  );
}
