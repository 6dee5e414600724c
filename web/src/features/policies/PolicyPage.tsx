import { Card } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { usePageTitle } from '../../components/use-page-title';
import { POLICY_LINKS } from '../../lib/constants';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { useCommonTexts } from '../../i18n/common-texts';
import { usePoliciesTexts } from '../../i18n/policies';
import { policyFor } from './policy-content';
import './policies.css';

/** One of the five always-available policy pages (spec part 2 §2, figures of §9), in the shown language (issue 31). */
export function PolicyPage({ path }: { path: string }) {
  const t = usePoliciesTexts();
  const common = useCommonTexts();
  const association = common('association.name');
  const policy = policyFor(path, { t, association });
  const title = policy ? common(`policies.${policy.key}`) : t('pageNotFound');
  usePageTitle(title);
  if (!policy) return <NotFoundPage />;

  return (
    <div className="policy-page">
      <header className="policy-header">
        {/* Spec §2: policy and home links are full page navigations. */}
        <a href="/" className="policy-brand">
          <span className="auth-logo" aria-hidden>
            <CameraOutlined />
          </span>
          <span>{association}</span>
        </a>
        <a href="/">{t('backToHome')}</a>
      </header>
      <main className="policy-main">
        <Card>
          <h1>{title}</h1>
          <p className="policy-intro">{policy.intro}</p>
          {policy.showsPrivacyNotice ? <PrivacyNotice /> : null}
          {policy.sections.map((section) => (
            <section key={section.heading} className="policy-section">
              <h2>{section.heading}</h2>
              {section.body}
            </section>
          ))}
        </Card>
        <nav aria-label={t('navLabel')} className="policy-nav">
          {POLICY_LINKS.map((link) =>
            link.href === policy.path ? (
              <span key={link.href} aria-current="page">
                {common(`policies.${link.key}`)}
              </span>
            ) : (
              <a key={link.href} href={link.href}>
                {common(`policies.${link.key}`)}
              </a>
            ),
          )}
        </nav>
      </main>
    </div>
  );
}
