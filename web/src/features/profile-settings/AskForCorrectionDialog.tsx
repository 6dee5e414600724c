import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { CorrectionFields, type CorrectionField } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { useAskForCorrectionMutation } from '../../api/corrections';
import { useToast } from '../../components/use-toast';
import { useDataRightsTexts } from '../../i18n/data-rights';

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
  const t = useDataRightsTexts();
  const [chosen, setChosen] = useState<CorrectionField | null>(null);
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = chosen ?? field;

  const onOk = async () => {
    if (!current) return;
    if (!value.trim()) {
      setProblem(t('correction.valueRequired'));
      return;
    }
    try {
      await ask.mutateAsync({ field: current, value, note });
      toast.success(t('correction.requested'), t('correction.requestedText'));
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
      title={t('correction.title')}
      onCancel={onClose}
      afterClose={() => {
        setChosen(null);
        setValue('');
        setNote('');
        setProblem(null);
        setFailure(null);
      }}
      okText={t('correction.ok')}
      okButtonProps={{ loading: ask.isPending }}
      onOk={onOk}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} className="correction-failure" /> : null}
      <Form layout="vertical">
        <Form.Item label={t('correction.field')} htmlFor="correction-field">
          <Select<CorrectionField>
            id="correction-field"
            value={current ?? undefined}
            options={CorrectionFields.filter((f) => f === current || !openFields.includes(f)).map((f) => ({
              value: f,
              label: t(`correction.fields.${f}`),
            }))}
            onChange={(next) => {
              setChosen(next);
              setValue('');
              setProblem(null);
            }}
          />
        </Form.Item>
        <Form.Item
          label={t('correction.value')}
          htmlFor="correction-value"
          required
          extra={current ? t(`correction.hints.${current}`) : undefined}
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
        <Form.Item label={t('correction.note')} htmlFor="correction-note">
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
