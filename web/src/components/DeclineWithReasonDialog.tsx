import { useState, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { useCommonTexts } from '../i18n/common-texts';

export interface DeclineWithReasonDialogProps<T> {
  /** The request being declined; the dialog is open while it is set. */
  request: T | null;
  title: string;
  /** What stays as it is and what the member is told. */
  description: (request: T) => ReactNode;
  /** When set, a reason is required and this is the message shown without one. */
  reasonRequired?: string;
  /** The reason field's id, unique on the page (its label points at it). */
  inputId: string;
  pending: boolean;
  onClose: () => void;
  onDecline: (request: T, reason: string) => Promise<void>;
}

/** The office's "Decline with a reason" dialog, one for every kind of member request (renewal, correction, …). */
export function DeclineWithReasonDialog<T>({
  request,
  title,
  description,
  reasonRequired,
  inputId,
  pending,
  onClose,
  onDecline,
}: DeclineWithReasonDialogProps<T>) {
  const t = useCommonTexts();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onOk = async () => {
    if (request === null) return;
    if (reasonRequired && !reason.trim()) {
      setProblem(reasonRequired);
      return;
    }
    await onDecline(request, reason);
  };
  return (
    <Modal
      open={request !== null}
      title={title}
      onCancel={onClose}
      afterClose={() => {
        setReason('');
        setProblem(null);
      }}
      okText={t('decline.ok')}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={onOk}
      destroyOnHidden
    >
      <p>{request === null ? null : description(request)}</p>
      <Form layout="vertical">
        <Form.Item
          label={reasonRequired ? t('decline.reason') : t('decline.reasonOptional')}
          htmlFor={inputId}
          required={Boolean(reasonRequired)}
          validateStatus={problem ? 'error' : undefined}
          help={problem}
        >
          <Input.TextArea
            id={inputId}
            value={reason}
            maxLength={1000}
            rows={3}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
