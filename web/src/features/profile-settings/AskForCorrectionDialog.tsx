import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { CorrectionFieldLabels, CorrectionFields, type CorrectionField } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { useAskForCorrectionMutation } from '../../api/corrections';
import { useToast } from '../../components/use-toast';

const VALUE_HINTS: Record<CorrectionField, string> = {
  name: 'First and last name, as on your ID proof',
  dateOfBirth: 'The date as on your ID proof',
  aadhaarLastFour: 'The 12-digit Aadhaar number, or its last four digits (only the last four are kept)',
};

interface AskForCorrectionDialogProps {
  /** The field the member chose; null while closed. */
  field: CorrectionField | null;
  /** Fields with an open request already (not offered again). */
  openFields: CorrectionField[];
  onClose: () => void;
}

/** Issue 32: the member asks the office to correct one detail on record (RecordDetailsCard). */
export function AskForCorrectionDialog({ field, openFields, onClose }: AskForCorrectionDialogProps) {
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
