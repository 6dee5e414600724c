import { Alert, Card, Skeleton, Tag } from 'antd';
import { PaymentMessages } from '@portal/contracts/rules';
import { SchemeLabels, type Scheme } from '@portal/contracts/shapes';
import type { SchemeDocument } from '../../api/content';
import type { SchemeSetting } from '../../api/payments';
import { coverageText, monthlyAmountText } from '../../lib/scheme-coverage';
import { SchemeCardDocuments } from './SchemeDocumentLists';
import { SchemeStatusAction, SchemeStatusBadge } from './SchemeStatusParts';
import { useSchemeStatus } from './use-scheme-status';

export interface SchemeCardProps {
  scheme: Scheme;
  enrolled: boolean;
  /** The live setting (monthly amount, online switch); undefined while loading or when there is none. */
  setting: SchemeSetting | undefined;
  settingsPending: boolean;
  documents: { docs: SchemeDocument[]; isPending: boolean; isError: boolean };
  onDetails: (scheme: Scheme) => void;
  onShowAllDocuments: () => void;
}

/** The member's badge, message and button for a scheme they joined, from their newest record (spec part 2 §4). */
function EnrolledStatus({ scheme, onDetails }: { scheme: Scheme; onDetails: (scheme: Scheme) => void }) {
  const { status, isPending, isError } = useSchemeStatus(scheme);
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (isError || !status) return <Alert type="error" showIcon title="Failed to fetch payment records" />;
  return (
    <div className="scheme-card-status">
      <p className="scheme-status-message">{status.message}</p>
      <SchemeStatusAction scheme={scheme} status={status} onDetails={onDetails} block />
    </div>
  );
}

function EnrolledBadge({ scheme }: { scheme: Scheme }) {
  const { status } = useSchemeStatus(scheme);
  return status ? <SchemeStatusBadge status={status} /> : null;
}

/**
 * A Welfare Schemes card (spec part 2 §9): the scheme's coverage, its monthly amount from the live scheme
 * settings, the member's badge and button when they joined it ('Not Enrolled' otherwise), and its documents.
 */
export function SchemeCard({
  scheme,
  enrolled,
  setting,
  settingsPending,
  documents,
  onDetails,
  onShowAllDocuments,
}: SchemeCardProps) {
  const monthly = monthlyAmountText(setting?.amount);
  return (
    <Card className="scheme-card">
      <article aria-label={SchemeLabels[scheme]}>
        <div className="scheme-card-head">
          <h2 className="scheme-card-title">{SchemeLabels[scheme]}</h2>
          {enrolled ? <EnrolledBadge scheme={scheme} /> : <Tag className="status-tag">Not Enrolled</Tag>}
        </div>
        {setting?.description ? <p className="muted small">{setting.description}</p> : null}
        <dl className="scheme-figures">
          <div>
            <dt>Coverage</dt>
            <dd>{coverageText(scheme)}</dd>
          </div>
          <div>
            <dt>Monthly</dt>
            <dd>{settingsPending ? 'Loading…' : monthly || 'Not available'}</dd>
          </div>
        </dl>
        {enrolled ? (
          <>
            <EnrolledStatus scheme={scheme} onDetails={onDetails} />
            {setting && !setting.isOnlinePaymentConfigured ? (
              <p className="muted small">{PaymentMessages.onlinePaymentNotConfigured}</p>
            ) : setting && !setting.isOnlinePaymentEnabled ? (
              <p className="muted small">{PaymentMessages.onlinePaymentDisabled}</p>
            ) : null}
          </>
        ) : (
          <p className="muted scheme-not-enrolled">You have not joined this scheme. Please contact admin to join it.</p>
        )}
        <SchemeCardDocuments {...documents} onShowAll={onShowAllDocuments} />
      </article>
    </Card>
  );
}
