import { Card } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { usePageTitle } from '../../components/use-page-title';
import { ASSOCIATION_NAME, POLICY_LINKS } from '../../lib/constants';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { policyFor } from './policy-content';
import './policies.css';

/** One of the five always-available policy pages (spec part 2 §2, figures of §9). */
export function PolicyPage({ path }: { path: string }) {
  const policy = policyFor(path);
  usePageTitle(policy?.title ?? 'Page not found');
  if (!policy) return <NotFoundPage />;

  return (
    <div className="policy-page">
      <header className="policy-header">
        {/* Spec §2: policy and home links are full page navigations. */}
        <a href="/" className="policy-brand">
          <span className="auth-logo" aria-hidden>
            <CameraOutlined />
          </span>
          <span>{ASSOCIATION_NAME}</span>
        </a>
        <a href="/">← Back to Home</a>
      </header>
      <main className="policy-main">
        <Card>
          <h1>{policy.title}</h1>
          <p className="policy-intro">{policy.intro}</p>
          {policy.showsPrivacyNotice ? <PrivacyNotice /> : null}
          {policy.sections.map((section) => (
            <section key={section.heading} className="policy-section">
              <h2>{section.heading}</h2>
              {section.body}
            </section>
          ))}
        </Card>
        <nav aria-label="Policies" className="policy-nav">
          {POLICY_LINKS.map((link) =>
            link.href === policy.path ? (
              <span key={link.href} aria-current="page">
                {link.label}
              </span>
            ) : (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ),
          )}
        </nav>
      </main>
    </div>
  );
}
