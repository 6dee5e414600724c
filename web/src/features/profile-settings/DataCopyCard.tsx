import { Alert, Button, Card, Typography } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { DATA_COPY_VALID_DAYS } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { dataCopyDownloadUrl, useAskForDataCopyMutation, useDataCopiesQuery } from '../../api/data-copies';
import type { Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { useDataRightsTexts } from '../../i18n/data-rights';
import { formatDate } from '../../lib/format';

/**
 * Issue 32 "A copy of everything": the member asks for a copy of all the personal data the portal holds about them
 * (one ZIP: a file per part of the portal and their files). It is prepared in the background and e-mailed as ready;
 * the card shows its state: being prepared, ready to download until a date, or expired (ask again).
 */
export function DataCopyCard({ member }: { member: Member }) {
  const { data: copies = [], isPending } = useDataCopiesQuery(member.id);
  const ask = useAskForDataCopyMutation();
  const toast = useToast();
  const t = useDataRightsTexts();
  const latest = copies[0];

  const askForCopy = async () => {
    try {
      await ask.mutateAsync();
      toast.success(t('dataCopy.requested'), t('dataCopy.requestedText'));
    } catch (err) {
      toast.error(t('dataCopy.askFailed'), parseApiError(err).message);
    }
  };

  const askButton = (label: string) => (
    <Button icon={<CloudDownloadOutlined />} onClick={() => void askForCopy()} loading={ask.isPending}>
      {label}
    </Button>
  );

  let body;
  if (isPending) body = null;
  else if (latest?.state === 'preparing') {
    body = <Alert type="info" showIcon title={t('dataCopy.preparing')} description={t('dataCopy.preparingText')} />;
  } else if (latest?.state === 'ready') {
    body = (
      <>
        <Alert
          type="success"
          showIcon
          title={t('dataCopy.readyUntil', { date: formatDate(latest.expiresAt) })}
          description={t('dataCopy.readyText')}
        />
        <Button
          type="primary"
          href={dataCopyDownloadUrl(latest.id)}
          download
          icon={<CloudDownloadOutlined />}
          className="data-copy-download"
        >
          {t('dataCopy.download')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        {latest?.state === 'expired' ? (
          <Alert type="warning" showIcon title={t('dataCopy.expired')} className="data-copy-expired" />
        ) : null}
        {latest?.state === 'failed' ? (
          <Alert type="error" showIcon title={t('dataCopy.failed')} className="data-copy-expired" />
        ) : null}
        {askButton(t('dataCopy.ask'))}
      </>
    );
  }

  return (
    <Card title={t('dataCopy.title')} className="profile-card data-copy-card">
      <Typography.Paragraph className="muted small">
        {t('dataCopy.intro', { days: DATA_COPY_VALID_DAYS })}
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
