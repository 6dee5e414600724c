import { PRIVACY_NOTICE_VERSION } from '@portal/contracts/shapes';
import { usePrivacyNoticeQuery } from '../api/privacy';
import { useTranslation } from '../i18n/i18n';
import { SUPPORT_EMAIL } from '../lib/constants';
import '../i18n/namespaces/register';
import './privacy-notice.css';

const COLLECTED = ['identity', 'contact', 'professional', 'aadhaar', 'files', 'emergency', 'membership'] as const;
const KEPT = ['member', 'rejected', 'financial'] as const;
const RIGHTS = ['copy', 'correct', 'withdraw', 'complain'] as const;

/**
 * Issue 32 (DPDP Act, 2023): the itemised privacy notice, the one text both the registration form (above its
 * consent box) and the privacy page show: what is collected, why, how long it is kept, the member's rights and
 * the grievance officer from the settings. Its words are the register catalogue's `notice.*`, in the page's
 * language; PRIVACY_NOTICE_VERSION names them and is what a consent records.
 */
export function PrivacyNotice({ headingLevel = 2, id }: { headingLevel?: 2 | 3; id?: string }) {
  const { t } = useTranslation(['register', 'common']);
  const notice = usePrivacyNoticeQuery();
  const association = t('common:association.name');
  // Without the settings (the request failed), the office's own address still reaches someone who answers.
  const officer =
    notice.data?.grievanceOfficer ??
    (notice.isError ? { name: t('notice.officerFallback'), email: SUPPORT_EMAIL } : null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="privacy-notice" id={id}>
      <Heading id={id ? `${id}_title` : undefined} className="privacy-notice-title">
        {t('notice.title')}
      </Heading>
      <p>{t('notice.intro', { association })}</p>
      <Sub>{t('notice.collectTitle')}</Sub>
      <ul>
        {COLLECTED.map((key) => (
          <li key={key}>{t(`notice.collect.${key}`)}</li>
        ))}
      </ul>
      <Sub>{t('notice.whyTitle')}</Sub>
      <p>{t('notice.why')}</p>
      <Sub>{t('notice.keepTitle')}</Sub>
      <ul>
        {KEPT.map((key) => (
          <li key={key}>{t(`notice.keep.${key}`)}</li>
        ))}
      </ul>
      <Sub>{t('notice.rightsTitle')}</Sub>
      <ul>
        {RIGHTS.map((key) => (
          <li key={key}>{t(`notice.rights.${key}`)}</li>
        ))}
      </ul>
      <Sub>{t('notice.officerTitle')}</Sub>
      <p>{t('notice.officerIntro')}</p>
      {officer ? (
        <p className="privacy-notice-officer">
          {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </p>
      ) : (
        <p className="privacy-notice-officer" aria-busy>
          …
        </p>
      )}
      <p className="privacy-notice-version">{t('notice.version', { version: PRIVACY_NOTICE_VERSION })}</p>
    </section>
  );
}
