import { useState } from 'react';
import { Alert, Input, Modal, Radio } from 'antd';
import { DUES_LAPSE_MONTHS, SchemeLabels } from '@portal/contracts/shapes';
import { useDecideDuesLapseMutation, type DuesLapse } from '../../api/dues-lapses';
import { useToast } from '../../components/use-toast';
import { parseApiError } from '../../api/client';
import { serverMessageOr } from '../../lib/server-message';

/** A 400's field messages (e.g. 'Please write the note'), else the server's message, else `fallback`. */
function failureText(err: unknown, fallback: string): string {
  const { errors } = parseApiError(err);
  if (errors?.length) return [...new Set(errors.map((e) => e.message))].join(', ');
  return serverMessageOr(err, fallback);
}

export type DuesLapseAction = 'end' | 'note';

interface Props {
  lapse: DuesLapse;
  action: DuesLapseAction;
  onClose: () => void;
}

/**
 * The office's decision about a member long unpaid (issue 33): end the membership (the member's status becomes
 * expired, through membership's own change, and the decision is kept), or keep the member / write a note. Nothing
 * happens without this confirmation.
 */
export function DuesLapseDialog({ lapse, action, onClose }: Props) {
  const toast = useToast();
  const decide = useDecideDuesLapseMutation();
  const [decision, setDecision] = useState<'kept' | 'noted'>('kept');
  const [note, setNote] = useState('');
  const scheme = SchemeLabels[lapse.scheme];
  const ending = action === 'end';
  const noteMissing = !ending && decision === 'noted' && !note.trim();

  const submit = () =>
    decide.mutate(
      {
        memberId: lapse.memberId,
        scheme: lapse.scheme,
        decision: ending ? 'membership_ended' : decision,
        note: note.trim() || undefined,
        endMembership: ending,
      },
      {
        onSuccess: () => {
          toast.success(ending ? 'Membership ended' : 'Decision saved', `${lapse.memberName} (${lapse.memberCode})`);
          onClose();
        },
        onError: (err) => toast.error('Could not save the decision', failureText(err, 'Please try again')),
      },
    );

  return (
    <Modal
      open
      title={ending ? `End the membership of ${lapse.memberName}?` : `Decision about ${lapse.memberName}`}
      okText={ending ? 'End membership' : 'Save decision'}
      okButtonProps={{ danger: ending, disabled: noteMissing, loading: decide.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {lapse.memberName} ({lapse.memberCode}) has {lapse.monthsUnpaid} months unpaid in {scheme}. The policy ends a
        membership after {DUES_LAPSE_MONTHS} months of non-payment; the association decides.
      </p>
      {ending ? (
        <Alert
          type="warning"
          showIcon
          title="The member's status becomes Expired now. They can renew and pay their dues to return."
        />
      ) : (
        <Radio.Group value={decision} onChange={(e) => setDecision(e.target.value as 'kept' | 'noted')}>
          <Radio value="kept">Keep the membership</Radio>
          <Radio value="noted">Only write a note</Radio>
        </Radio.Group>
      )}
      <label className="dues-lapse-note">
        Note{!ending && decision === 'noted' ? ' (required)' : ''}
        <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={3} />
      </label>
    </Modal>
  );
}
