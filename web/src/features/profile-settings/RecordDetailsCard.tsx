import { lazy, Suspense, useState } from 'react';
import { Button, Card, Tag } from 'antd';
import { IdcardOutlined } from '@ant-design/icons';
import { CorrectionFields, type CorrectionField } from '@portal/contracts/shapes';
import { useCorrectionRequestsQuery, type CorrectionRequest } from '../../api/corrections';
import type { Member } from '../../api/members';
import { useProfileTexts } from '../../i18n/profile';
import { formatDate } from '../../lib/format';

/** The field's value on record, as the member reads it. */
function onRecord(member: Member, field: CorrectionField, notGiven: string): string {
  switch (field) {
    case 'name':
      return `${member.firstName} ${member.lastName}`.trim();
    case 'dateOfBirth':
      return formatDate(member.dateOfBirth) || notGiven;
    case 'aadhaarLastFour':
      return member.aadhaarLast4 ? `XXXX XXXX ${member.aadhaarLast4}` : notGiven;
  }
}

// Issue 30: the dialog (antd's Modal, Form, Select and Input) is fetched when a member first asks for a
// correction, not with the page every member opens.
const AskForCorrectionDialog = lazy(() =>
  import('./AskForCorrectionDialog').then((m) => ({ default: m.AskForCorrectionDialog })),
);

/** What the member's newest request for a field says, if anything. */
function RequestState({ request }: { request: CorrectionRequest | undefined }) {
  const t = useProfileTexts();
  if (!request) return null;
  if (request.status === 'open') {
    return (
      <Tag color="blue" className="correction-state">
        {t('record.waiting', { date: formatDate(request.createdAt) })}
      </Tag>
    );
  }
  if (request.status === 'declined') {
    return (
      <span className="correction-state muted small">
        {request.declineReason ? t('record.declinedReason', { reason: request.declineReason }) : t('record.declined')}
      </span>
    );
  }
  return (
    <span className="correction-state muted small">
      {t('record.corrected', { date: formatDate(request.closedAt) })}
    </span>
  );
}

/**
 * Issue 32: the details a member cannot edit themselves (name on record, date of birth, Aadhaar last four), each
 * with "Ask for a correction", which the office sees in its inbox; the state of an open request shows beside it.
 */
export function RecordDetailsCard({ member }: { member: Member }) {
  const t = useProfileTexts();
  const { data: requests = [] } = useCorrectionRequestsQuery(member.id, { version: member.updatedAt });
  const [asking, setAsking] = useState<CorrectionField | null>(null);
  // Once opened the dialog stays mounted, so it closes with its animation and resets itself afterwards.
  const [opened, setOpened] = useState(false);
  // Newest first from the server: the first request of a field is its current state.
  const newest = (field: CorrectionField) => requests.find((r) => r.field === field);

  return (
    <Card
      title={
        <span className="profile-card-title">
          <IdcardOutlined aria-hidden /> {t('record.title')}
        </span>
      }
      className="profile-card"
    >
      <p className="profile-card-intro">{t('record.intro')}</p>
      <dl className="record-details">
        {CorrectionFields.map((field) => {
          const latest = newest(field);
          return (
            <div key={field} className="record-detail" data-testid={`record-${field}`}>
              <dt>{t(`record.fields.${field}`)}</dt>
              <dd>
                <span className="record-detail-value">{onRecord(member, field, t('record.notGiven'))}</span>
                <RequestState request={latest} />
                {latest?.status === 'open' ? null : (
                  <Button
                    size="small"
                    onClick={() => {
                      setOpened(true);
                      setAsking(field);
                    }}
                    aria-label={t('record.askLabel', { field: t(`record.fields.${field}`).toLowerCase() })}
                  >
                    {t('record.ask')}
                  </Button>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {opened ? (
        <Suspense fallback={null}>
          <AskForCorrectionDialog
            field={asking}
            openFields={requests.filter((r) => r.status === 'open').map((r) => r.field)}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
