import { Alert, Card, Skeleton, Tag } from 'antd';
import type { Scheme } from '@portal/contracts/shapes';
import type { SchemeDocument } from '../../api/content';
import type { SchemeSetting } from '../../api/payments';
import { schemeDescription, schemeName, useMemberTexts } from '../../i18n/member';
import { formatRupeesWhole } from '../../lib/format';
import { SCHEME_COVERAGE, rupeesText } from '../../lib/scheme-coverage';
import { SchemeCardDocuments } from './SchemeDocumentLists';
import { SchemeStatusAction, SchemeStatusBadge, schemeStatusMessage } from './SchemeStatusParts';
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
  const t = useMemberTexts();
  const { status, isPending, isError } = useSchemeStatus(scheme);
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (isError || !status) return <Alert type="error" showIcon title={t('schemePayments.failed')} />;
  return (
    <div className="scheme-card-status">
      <p className="scheme-status-message">{schemeStatusMessage(t, status)}</p>
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
  const t = useMemberTexts();
  const amount = rupeesText(setting?.amount);
  const monthly = amount ? t('schemeCards.perMonth', { amount }) : '';
  const { from, to } = SCHEME_COVERAGE[scheme];
  const name = schemeName(t, scheme);
  return (
    <Card className="scheme-card">
      <article aria-label={name}>
        <div className="scheme-card-head">
          <h2 className="scheme-card-title">{name}</h2>
          {enrolled ? (
            <EnrolledBadge scheme={scheme} />
          ) : (
            <Tag className="status-tag">{t('schemeCards.notEnrolled')}</Tag>
          )}
        </div>
        {setting?.description ? (
          <p className="muted small">{schemeDescription(t, scheme, setting.description)}</p>
        ) : null}
        <dl className="scheme-figures">
          <div>
            <dt>{t('schemeCards.coverage')}</dt>
            <dd>{t('schemeCards.coverageRange', { from: formatRupeesWhole(from), to: formatRupeesWhole(to) })}</dd>
          </div>
          <div>
            <dt>{t('schemeCards.monthly')}</dt>
            <dd>{settingsPending ? t('schemeCards.loading') : monthly || t('schemeCards.notAvailable')}</dd>
          </div>
        </dl>
        {enrolled ? (
          <>
            <EnrolledStatus scheme={scheme} onDetails={onDetails} />
            {setting && !setting.isOnlinePaymentConfigured ? (
              <p className="muted small">{t('payment.notConfigured')}</p>
            ) : setting && !setting.isOnlinePaymentEnabled ? (
              <p className="muted small">{t('payment.schemeDisabled')}</p>
            ) : null}
          </>
        ) : (
          <p className="muted scheme-not-enrolled">{t('schemeCards.notJoined')}</p>
        )}
        <SchemeCardDocuments {...documents} onShowAll={onShowAllDocuments} />
      </article>
    </Card>
  );
}
