import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Select, Tag } from 'antd';
import { IdcardOutlined } from '@ant-design/icons';
import { CorrectionFieldLabels, CorrectionFields, type CorrectionField } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { useAskForCorrectionMutation, useCorrectionRequestsQuery, type CorrectionRequest } from '../../api/corrections';
import type { Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { formatDate } from '../../lib/format';

/** The field's value on record, as the member reads it. */
function onRecord(member: Member, field: CorrectionField): string {
  switch (field) {
    case 'name':
      return `${member.firstName} ${member.lastName}`.trim();
    case 'dateOfBirth':
      return formatDate(member.dateOfBirth) || 'Not given';
    case 'aadhaarLastFour':
      return member.aadhaarLast4 ? `XXXX XXXX ${member.aadhaarLast4}` : 'Not given';
  }
}

const VALUE_HINTS: Record<CorrectionField, string> = {
  name: 'First and last name, as on your ID proof',
  dateOfBirth: 'The date as on your ID proof',
  aadhaarLastFour: 'The 12-digit Aadhaar number, or its last four digits (only the last four are kept)',
};

/** What the member's newest request for a field says, if anything. */
function RequestState({ request }: { request: CorrectionRequest | undefined }) {
  if (!request) return null;
  if (request.status === 'open') {
    return (
      <Tag color="blue" className="correction-state">
        Correction asked for on {formatDate(request.createdAt)}: waiting for the office
      </Tag>
    );
  }
  if (request.status === 'declined') {
    return (
      <span className="correction-state muted small">
        Your last request was declined{request.declineReason ? `: ${request.declineReason}` : ''}
      </span>
    );
  }
  return <span className="correction-state muted small">Corrected on {formatDate(request.closedAt)}</span>;
}

/**
 * Issue 32: the details a member cannot edit themselves (name on record, date of birth, Aadhaar last four), each
 * with "Ask for a correction", which the office sees in its inbox; the state of an open request shows beside it.
 */
export function RecordDetailsCard({ member }: { member: Member }) {
  const { data: requests = [] } = useCorrectionRequestsQuery(member.id, { version: member.updatedAt });
  const [asking, setAsking] = useState<CorrectionField | null>(null);
  // Newest first from the server: the first request of a field is its current state.
  const newest = (field: CorrectionField) => requests.find((r) => r.field === field);

  return (
    <Card
      title={
        <span className="profile-card-title">
          <IdcardOutlined aria-hidden /> Details on Record
        </span>
      }
      className="profile-card"
    >
      <p className="profile-card-intro">
        Only the office changes these. If one is wrong, ask for a correction and the office will fix it or tell you why
        not.
      </p>
      <dl className="record-details">
        {CorrectionFields.map((field) => {
          const latest = newest(field);
          return (
            <div key={field} className="record-detail" data-testid={`record-${field}`}>
              <dt>{CorrectionFieldLabels[field]}</dt>
              <dd>
                <span className="record-detail-value">{onRecord(member, field)}</span>
                <RequestState request={latest} />
                {latest?.status === 'open' ? null : (
                  <Button
                    size="small"
                    onClick={() => setAsking(field)}
                    aria-label={`Ask for a correction of your ${CorrectionFieldLabels[field].toLowerCase()}`}
                  >
                    Ask for a correction
                  </Button>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <AskForCorrectionDialog
        field={asking}
        openFields={requests.filter((r) => r.status === 'open').map((r) => r.field)}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}

interface AskForCorrectionDialogProps {
  /** The field the member chose; null while closed. */
  field: CorrectionField | null;
  /** Fields with an open request already (not offered again). */
  openFields: CorrectionField[];
  onClose: () => void;
}

function AskForCorrectionDialog({ field, openFields, onClose }: AskForCorrectionDialogProps) {
  const ask = useAskForCorrectionMutation();
  const toast = useToast();
  const [chosen, setChosen] = useState<CorrectionField | null>(null);
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = chosen ?? field;

  const onOk = async () => {
    if (!current) return;
    if (!value.trim()) {
      setProblem('Give the correct value');
      return;
    }
    try {
      await ask.mutateAsync({ field: current, value, note });
      toast.success('Correction requested', 'The office will make the correction or tell you why not.');
      onClose();
    } catch (err) {
      const parsed = parseApiError(err);
      const onValue = parsed.errors?.find((e) => e.field === 'value');
      if (onValue) setProblem(onValue.message);
      else setFailure(parsed.message);
    }
  };

  return (
    <Modal
      open={field !== null}
      title="Ask for a correction"
      onCancel={onClose}
      afterClose={() => {
        setChosen(null);
        setValue('');
        setNote('');
        setProblem(null);
        setFailure(null);
      }}
      okText="Send to the office"
      okButtonProps={{ loading: ask.isPending }}
      onOk={onOk}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} className="correction-failure" /> : null}
      <Form layout="vertical">
        <Form.Item label="Field" htmlFor="correction-field">
          <Select<CorrectionField>
            id="correction-field"
            value={current ?? undefined}
            options={CorrectionFields.filter((f) => f === current || !openFields.includes(f)).map((f) => ({
              value: f,
              label: CorrectionFieldLabels[f],
            }))}
            onChange={(next) => {
              setChosen(next);
              setValue('');
              setProblem(null);
            }}
          />
        </Form.Item>
        <Form.Item
          label="The correct value"
          htmlFor="correction-value"
          required
          extra={current ? VALUE_HINTS[current] : undefined}
          validateStatus={problem ? 'error' : undefined}
          help={problem}
        >
          <Input
            id="correction-value"
            type={current === 'dateOfBirth' ? 'date' : 'text'}
            inputMode={current === 'aadhaarLastFour' ? 'numeric' : undefined}
            value={value}
            maxLength={200}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
          />
        </Form.Item>
        <Form.Item label="Note for the office (optional)" htmlFor="correction-note">
          <Input.TextArea
            id="correction-note"
            value={note}
            rows={3}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
