import { Alert, Button, Card, Typography } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { DATA_COPY_VALID_DAYS } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { dataCopyDownloadUrl, useAskForDataCopyMutation, useDataCopiesQuery } from '../../api/data-copies';
import type { Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
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
  const latest = copies[0];

  const askForCopy = async () => {
    try {
      await ask.mutateAsync();
      toast.success('Copy Requested', "We are preparing your copy. We will e-mail you when it's ready.");
    } catch (err) {
      toast.error('Could not ask for a copy', parseApiError(err).message);
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
    body = (
      <Alert
        type="info"
        showIcon
        title="Your copy is being prepared"
        description="This usually takes a minute or two. We will also e-mail you when it is ready."
      />
    );
  } else if (latest?.state === 'ready') {
    body = (
      <>
        <Alert
          type="success"
          showIcon
          title={`Your copy is ready until ${formatDate(latest.expiresAt)}`}
          description="One ZIP file with your details, payments, receipts, event sign-ups, messages and files."
        />
        <Button
          type="primary"
          href={dataCopyDownloadUrl(latest.id)}
          download
          icon={<CloudDownloadOutlined />}
          className="data-copy-download"
        >
          Download my copy
        </Button>
      </>
    );
  } else {
    body = (
      <>
        {latest?.state === 'expired' ? (
          <Alert type="warning" showIcon title="Your last copy has expired" className="data-copy-expired" />
        ) : null}
        {latest?.state === 'failed' ? (
          <Alert type="error" showIcon title="Your last copy could not be prepared" className="data-copy-expired" />
        ) : null}
        {askButton('Download a copy of my data')}
      </>
    );
  }

  return (
    <Card title="A Copy of Your Data" className="profile-card data-copy-card">
      <Typography.Paragraph className="muted small">
        Get a copy of all the personal data we hold about you. We prepare it in the background and keep it for{' '}
        {DATA_COPY_VALID_DAYS} days; only you can download it, once signed in.
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
