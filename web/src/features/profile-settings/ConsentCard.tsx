import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Modal, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { ErasureMeans } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import type { Member } from '../../api/members';
import { useConsentsQuery, useWithdrawConsentMutation } from '../../api/privacy';
import { useToast } from '../../components/use-toast';
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
    <Card title="Your Consent" className="profile-card consent-card">
      {standing ? (
        <>
          <Typography.Paragraph className="muted small">
            You agreed to our <a href="/privacy-policy">privacy notice</a> (version {standing.noticeVersion}) on{' '}
            {formatDate(standing.givenAt)}. You can withdraw your consent at any time.
          </Typography.Paragraph>
          <Button danger icon={<StopOutlined />} onClick={() => setOpen(true)}>
            Withdraw Consent
          </Button>
        </>
      ) : withdrawn ? (
        <Alert
          type="info"
          showIcon
          title={`You withdrew your consent on ${formatDate(withdrawn.withdrawnAt)}`}
          description="The office is erasing your personal data, as you asked."
        />
      ) : null}
      <Modal
        open={open}
        title="Withdraw Your Consent"
        okText="Withdraw consent"
        okButtonProps={{ danger: true, disabled: !understood, loading: withdraw.isPending }}
        onCancel={close}
        onOk={async () => {
          try {
            await withdraw.mutateAsync();
            toast.success('Consent Withdrawn', 'The office will erase your data and let you know.');
            close();
          } catch (err) {
            toast.error('Could not withdraw your consent', parseApiError(err).message);
          }
        }}
      >
        <p>
          Without your consent we cannot keep your personal data, so withdrawing it ends your membership: it asks the
          office to erase your data. What that means:
        </p>
        <ul className="erasure-means">
          {ErasureMeans.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>Before you go, you can download a copy of your data from this page.</p>
        <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} className="erasure-understood">
          I understand that my membership ends and I can no longer sign in
        </Checkbox>
      </Modal>
    </Card>
  );
}
