import { lazy, Suspense, type ReactNode } from 'react';
import { Tabs } from 'antd';
import type { MemberUserAnswer, Scheme } from '@portal/contracts/shapes';
import type { CurrentUser } from '../../api/auth';
import { ContentSpinner } from '../../components/FullPageSpinner';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../components/use-page-title';
import { useMemberTexts } from '../../i18n/member';
import { displayName } from '../../lib/user-display';
import { DashboardTab } from './DashboardTab';
import { RenewalBanner } from './RenewalBanner';
import { UpdatesTabLabel } from './UpdatesTabLabel';
import { useDashboardTab } from './use-dashboard-tab';
import { useMemberFiles } from './use-member-files';
import { useMemberRenewal } from './use-member-renewal';
import './member-dashboard.css';
import './member-portal-tabs.css';

// Issue 30: a member lands on the Dashboard tab; the other tabs' code (the payments table, the scheme
// documents, the services) is fetched only when one is opened, so a first visit on a phone loads less.
const WelfareSchemesTab = lazy(() => import('./WelfareSchemesTab').then((m) => ({ default: m.WelfareSchemesTab })));
const PaymentsTab = lazy(() => import('./PaymentsTab').then((m) => ({ default: m.PaymentsTab })));
const DocumentsTab = lazy(() => import('./MemberDocumentsCard').then((m) => ({ default: m.DocumentsTab })));
const ServicesTab = lazy(() => import('./ServicesTab').then((m) => ({ default: m.ServicesTab })));
const UpdatesTab = lazy(() => import('./UpdatesTab').then((m) => ({ default: m.UpdatesTab })));

// Only someone signed in who is not a member sees antd's Result here (with its illustrations): not loaded for members.
const Result = lazy(() => import('antd/es/result'));

const loading = (tab: ReactNode) => <Suspense fallback={<ContentSpinner />}>{tab}</Suspense>;

/**
 * The member's home (spec part 2 §2, issue 12): tabs Dashboard, Welfare Schemes, Payments, Documents and
 * Services, all from the member's own live data. The open tab is kept in `?tab=` so a link or the back
 * button returns to it. The member layout's header carries the association's name, the member's name and
 * photo, and Logout.
 */
export function MemberDashboardPage({ user }: { user: CurrentUser }) {
  const t = useMemberTexts();
  usePageTitle(t('dashboard.title'));
  if (user.userType !== 'member') {
    return loading(<Result status="403" title={t('dashboard.title')} subTitle={t('dashboard.notMember')} />);
  }
  return <MemberDashboard member={user} />;
}

function MemberDashboard({ member }: { member: MemberUserAnswer }) {
  const t = useMemberTexts();
  const firstName = member.firstName?.trim() || displayName(member, t('memberFallback'));
  const { tab, scheme, openTab } = useDashboardTab();
  const files = useMemberFiles(member.id);
  const renewal = useMemberRenewal(member);
  const optedSchemes = member.optedSchemes ?? [];
  const showPayments = (next: Scheme) => openTab('payments', { scheme: next, push: true });
  const showAllDocuments = () => openTab('documents', { push: true });

  return (
    <div className="page member-dashboard">
      <PageHeading title={t('dashboard.title')}>{t('dashboard.welcome', { name: firstName })}</PageHeading>
      <RenewalBanner renewal={renewal} />
      <Tabs
        className="member-dashboard-tabs"
        activeKey={tab}
        onChange={(key) => openTab(key)}
        items={[
          {
            key: 'dashboard',
            label: t('dashboard.tabs.dashboard'),
            children: <DashboardTab member={member} files={files} onDetails={showPayments} />,
          },
          {
            key: 'schemes',
            label: t('dashboard.tabs.schemes'),
            children: loading(
              <WelfareSchemesTab
                optedSchemes={optedSchemes}
                onDetails={showPayments}
                onShowAllDocuments={showAllDocuments}
              />,
            ),
          },
          {
            key: 'payments',
            label: t('dashboard.tabs.payments'),
            children: loading(
              <PaymentsTab scheme={scheme} onScheme={(next) => openTab('payments', { scheme: next })} />,
            ),
          },
          {
            key: 'documents',
            label: t('dashboard.tabs.documents'),
            children: loading(<DocumentsTab memberUuid={member.id} />),
          },
          {
            key: 'services',
            label: t('dashboard.tabs.services'),
            children: loading(<ServicesTab files={files} renewal={renewal} validUntil={member.membershipEndDate} />),
          },
          { key: 'updates', label: <UpdatesTabLabel />, children: loading(<UpdatesTab />) },
        ]}
      />
    </div>
  );
}
