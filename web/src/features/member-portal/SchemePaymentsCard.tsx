import { Alert, Card, Empty, Skeleton } from 'antd';
import type { Scheme } from '@portal/contracts/shapes';
import { schemeName, useMemberTexts } from '../../i18n/member';
import { orderedSchemes } from '../../lib/scheme-coverage';
import { SchemeStatusAction, SchemeStatusBadge, schemeStatusMessage } from './SchemeStatusParts';
import { useSchemeStatus } from './use-scheme-status';

/** One opted scheme: its badge and message from the member's newest record, and what to do next (spec part 2 §4). */
function SchemeStatusRow({ scheme, onDetails }: { scheme: Scheme; onDetails: (scheme: Scheme) => void }) {
  const t = useMemberTexts();
  const { status, isPending, isError } = useSchemeStatus(scheme);
  return (
    <li className="scheme-status-row" aria-label={t('schemePayments.rowLabel', { scheme: schemeName(t, scheme) })}>
      <div className="scheme-status-text">
        <div className="scheme-status-title">
          <strong>{schemeName(t, scheme)}</strong> {status ? <SchemeStatusBadge status={status} /> : null}
        </div>
        {isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} title={false} />
        ) : isError || !status ? (
          <Alert type="error" showIcon title={t('schemePayments.failed')} />
        ) : (
          <p className="muted scheme-status-message">{schemeStatusMessage(t, status)}</p>
        )}
      </div>
      {status ? <SchemeStatusAction scheme={scheme} status={status} onDetails={onDetails} /> : null}
    </li>
  );
}

/** Payment status per opted scheme on the member's dashboard, with Make Payment or the payment details. */
export function SchemePaymentsCard({
  optedSchemes,
  onDetails,
}: {
  optedSchemes: readonly string[];
  onDetails: (scheme: Scheme) => void;
}) {
  const t = useMemberTexts();
  const schemes = orderedSchemes(optedSchemes);
  return (
    <Card title={<h2 className="member-card-title">{t('schemePayments.title')}</h2>}>
      {schemes.length === 0 ? (
        <Empty description={t('schemePayments.noneJoined')} />
      ) : (
        <ul className="scheme-status-list">
          {schemes.map((scheme) => (
            <SchemeStatusRow key={scheme} scheme={scheme} onDetails={onDetails} />
          ))}
        </ul>
      )}
    </Card>
  );
}
