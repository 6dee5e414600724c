import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Input, Modal, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import { useAskForErasureMutation, useDataRequestsQuery } from '../../api/data-requests';
import type { Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { useDataRightsTexts } from '../../i18n/data-rights';
import { ErasureMeansList } from './ErasureMeansList';
import { formatDate } from '../../lib/format';

/**
 * Issue 32 "Erasure": the member asks for erasure of their data, after reading what it means (membership ends,
 * sign-in stops, payment records kept 7 years under a pseudonymous reference) and confirming they understand.
 * While it waits they see its deadline; a declined one shows the office's reason.
 */
export function ErasureCard({ member }: { member: Member }) {
  const { data: requests = [] } = useDataRequestsQuery(member.id);
  const ask = useAskForErasureMutation();
  const toast = useToast();
  const t = useDataRightsTexts();
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [note, setNote] = useState('');
  const latest = requests[0];
  const waiting = latest?.status === 'open' || latest?.status === 'completing';

  const close = () => {
    setOpen(false);
    setUnderstood(false);
    setNote('');
  };

  return (
    <Card title={t('erasure.title')} className="profile-card erasure-card">
      {waiting ? (
        <Alert
          type="info"
          showIcon
          title={t('erasure.asked')}
          description={t('erasure.askedText', { date: formatDate(latest.dueBy) })}
        />
      ) : (
        <>
          {latest?.status === 'declined' ? (
            <Alert
              type="warning"
              showIcon
              title={t('erasure.declined')}
              description={latest.declineReason ?? undefined}
              className="erasure-declined"
            />
          ) : null}
          <Typography.Paragraph className="muted small">{t('erasure.intro')}</Typography.Paragraph>
          <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
            {t('erasure.ask')}
          </Button>
        </>
      )}
      <Modal
        open={open}
        title={t('erasure.dialogTitle')}
        okText={t('erasure.dialogOk')}
        okButtonProps={{ danger: true, disabled: !understood, loading: ask.isPending }}
        onCancel={close}
        onOk={async () => {
          try {
            await ask.mutateAsync(note);
            toast.success(t('erasure.requested'), t('erasure.requestedText'));
            close();
          } catch (err) {
            toast.error(t('erasure.askFailed'), parseApiError(err).message);
          }
        }}
      >
        <p>{t('erasure.means')}</p>
        <ErasureMeansList t={t} />
        <label htmlFor="erasure-note">{t('erasure.note')}</label>
        <Input.TextArea id="erasure-note" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
        <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} className="erasure-understood">
          {t('understood')}
        </Checkbox>
      </Modal>
    </Card>
  );
}
