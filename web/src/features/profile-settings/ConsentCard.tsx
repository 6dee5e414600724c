import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Modal, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import type { Member } from '../../api/members';
import { useConsentsQuery, useWithdrawConsentMutation } from '../../api/privacy';
import { useToast } from '../../components/use-toast';
import { useDataRightsTexts } from '../../i18n/data-rights';
import { RichText } from '../../i18n/RichText';
import { ErasureMeansList } from './ErasureMeansList';
import { formatDate } from '../../lib/format';

/**
 * Issue 32 "Notice and consent": what the member agreed to when they registered (the privacy notice's version and
 * the day), and the withdrawal of that consent, which asks the office to erase their data and so ends their
 * membership; the dialog says what that means and asks them to confirm it.
 */
export function ConsentCard({ member }: { member: Member }) {
  const { data: consents = [], isPending } = useConsentsQuery(member.id);
  const withdraw = useWithdrawConsentMutation(member.id);
  const toast = useToast();
  const t = useDataRightsTexts();
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const standing = consents.find((c) => c.withdrawnAt === null);
  const withdrawn = consents.find((c) => c.withdrawnAt !== null);

  const close = () => {
    setOpen(false);
    setUnderstood(false);
  };

  if (isPending || consents.length === 0) return null;
  return (
    <Card title={t('consent.title')} className="profile-card consent-card">
      {standing ? (
        <>
          <Typography.Paragraph className="muted small">
            <RichText
              t={t}
              k="consent.agreed"
              values={{ version: standing.noticeVersion, date: formatDate(standing.givenAt) }}
              tags={{ notice: (text) => <a href="/privacy-policy">{text}</a> }}
            />
          </Typography.Paragraph>
          <Button danger icon={<StopOutlined />} onClick={() => setOpen(true)}>
            {t('consent.withdraw')}
          </Button>
        </>
      ) : withdrawn ? (
        <Alert
          type="info"
          showIcon
          title={t('consent.withdrawnOn', { date: formatDate(withdrawn.withdrawnAt) })}
          description={t('consent.withdrawnText')}
        />
      ) : null}
      <Modal
        open={open}
        title={t('consent.dialogTitle')}
        okText={t('consent.dialogOk')}
        okButtonProps={{ danger: true, disabled: !understood, loading: withdraw.isPending }}
        onCancel={close}
        onOk={async () => {
          try {
            await withdraw.mutateAsync();
            toast.success(t('consent.withdrawn'), t('consent.withdrawnToast'));
            close();
          } catch (err) {
            toast.error(t('consent.withdrawFailed'), parseApiError(err).message);
          }
        }}
      >
        <p>{t('consent.endsMembership')}</p>
        <ErasureMeansList t={t} />
        <p>{t('consent.copyFirst')}</p>
        <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} className="erasure-understood">
          {t('understood')}
        </Checkbox>
      </Modal>
    </Card>
  );
}
