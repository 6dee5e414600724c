import { useState } from 'react';
import { Alert, Input, Modal, Radio } from 'antd';
import { DUES_LAPSE_MONTHS } from '@portal/contracts/shapes';
import { useDecideDuesLapseMutation, type DuesLapse } from '../../api/dues-lapses';
import { useToast } from '../../components/use-toast';
import { parseApiError } from '../../api/client';
import { serverMessageOr } from '../../lib/server-message';
import { useAdminDuesLapsesTexts } from '../../i18n/admin-dues-lapses';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';

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
  const t = useAdminDuesLapsesTexts();
  const layout = useAdminLayoutTexts();
  const decide = useDecideDuesLapseMutation();
  const [decision, setDecision] = useState<'kept' | 'noted'>('kept');
  const [note, setNote] = useState('');
  const scheme = adminSchemeName(layout, lapse.scheme);
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
          toast.success(ending ? t('dialog.ended') : t('dialog.saved'), `${lapse.memberName} (${lapse.memberCode})`);
          onClose();
        },
        onError: (err) => toast.error(t('dialog.saveFailed'), failureText(err, t('dialog.tryAgain'))),
      },
    );

  return (
    <Modal
      open
      title={
        ending
          ? t('dialog.endTitle', { name: lapse.memberName })
          : t('dialog.decisionTitle', { name: lapse.memberName })
      }
      okText={ending ? t('dialog.endOk') : t('dialog.saveOk')}
      okButtonProps={{ danger: ending, disabled: noteMissing, loading: decide.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {t('dialog.facts', {
          name: lapse.memberName,
          code: lapse.memberCode,
          unpaid: lapse.monthsUnpaid,
          scheme,
          months: DUES_LAPSE_MONTHS,
        })}
      </p>
      {ending ? (
        <Alert type="warning" showIcon title={t('dialog.expiredNow')} />
      ) : (
        <Radio.Group value={decision} onChange={(e) => setDecision(e.target.value as 'kept' | 'noted')}>
          <Radio value="kept">{t('dialog.keep')}</Radio>
          <Radio value="noted">{t('dialog.noteOnly')}</Radio>
        </Radio.Group>
      )}
      <label className="dues-lapse-note">
        {t('dialog.note')}
        {!ending && decision === 'noted' ? t('dialog.required') : ''}
        <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={3} />
      </label>
    </Modal>
  );
}
