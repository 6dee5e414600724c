import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Input, Modal, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ErasureMeans } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { useAskForErasureMutation, useDataRequestsQuery } from '../../api/data-requests';
import type { Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
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
    <Card title="Erase My Data" className="profile-card erasure-card">
      {waiting ? (
        <Alert
          type="info"
          showIcon
          title="You asked for erasure"
          description={`The office will complete it by ${formatDate(latest.dueBy)}. Until then your membership continues.`}
        />
      ) : (
        <>
          {latest?.status === 'declined' ? (
            <Alert
              type="warning"
              showIcon
              title="Your last erasure request was declined"
              description={latest.declineReason ?? undefined}
              className="erasure-declined"
            />
          ) : null}
          <Typography.Paragraph className="muted small">
            You can ask us to erase the personal data we hold about you.
          </Typography.Paragraph>
          <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
            Ask for Erasure
          </Button>
        </>
      )}
      <Modal
        open={open}
        title="Ask for Erasure of Your Data"
        okText="Ask for erasure"
        okButtonProps={{ danger: true, disabled: !understood, loading: ask.isPending }}
        onCancel={close}
        onOk={async () => {
          try {
            await ask.mutateAsync(note);
            toast.success('Erasure Requested', 'The office will get back to you.');
            close();
          } catch (err) {
            toast.error('Error asking for erasure', parseApiError(err).message);
          }
        }}
      >
        <p>What erasure means:</p>
        <ul className="erasure-means">
          {ErasureMeans.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <label htmlFor="erasure-note">Anything the office should know (optional)</label>
        <Input.TextArea id="erasure-note" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
        <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} className="erasure-understood">
          I understand that my membership ends and I can no longer sign in
        </Checkbox>
      </Modal>
    </Card>
  );
}
