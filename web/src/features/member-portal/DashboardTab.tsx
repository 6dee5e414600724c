import { lazy } from 'react';
import { Col, Row } from 'antd';
import type { MemberUserAnswer, Scheme } from '@portal/contracts/shapes';
import { LoadWhenNear } from '../../components/LoadWhenNear';
import { ProfileCard } from './ProfileCard';
import { QuickActionsCard } from './QuickActionsCard';
import { RecentUpdatesCard } from './RecentUpdatesCard';
import { SchemePaymentsCard } from './SchemePaymentsCard';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import type { useMemberFiles } from './use-member-files';

// Issue 30: AutoPay sits last, below the fold on a phone, and shows only for a member in a scheme with AutoPay:
// its code and its request (GET /api/autopay) wait until it is scrolled near.
const AutoPayCard = lazy(() => import('./AutoPayCard').then((m) => ({ default: m.AutoPayCard })));

/** About the height of the cards drawn after the first paint, so the page does not jump when they arrive. */
const LATER_CARDS_HEIGHT = 520;
/** About the height of the AutoPay card for one scheme. */
const AUTOPAY_HEIGHT = 180;

/**
 * Dashboard tab (spec part 2 §2): profile, payment status per opted scheme, quick actions and recent updates. The
 * profile and quick actions (what a phone shows first) are the first paint; the cards below them come right after
 * (useAfterFirstPaint).
 */
export function DashboardTab({
  member,
  files,
  onDetails,
}: {
  member: MemberUserAnswer;
  files: ReturnType<typeof useMemberFiles>;
  onDetails: (scheme: Scheme) => void;
}) {
  const painted = useAfterFirstPaint();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <ProfileCard member={member} />
      </Col>
      <Col xs={24} lg={8}>
        <QuickActionsCard files={files} />
      </Col>
      {painted ? (
        <>
          <Col xs={24} lg={16}>
            <SchemePaymentsCard optedSchemes={member.optedSchemes ?? []} onDetails={onDetails} />
          </Col>
          <Col xs={24} lg={8}>
            <RecentUpdatesCard />
          </Col>
          <Col xs={24} lg={16}>
            <LoadWhenNear minHeight={AUTOPAY_HEIGHT}>
              <AutoPayCard />
            </LoadWhenNear>
          </Col>
        </>
      ) : (
        <Col xs={24}>
          <div style={{ minHeight: LATER_CARDS_HEIGHT }} aria-hidden="true" />
        </Col>
      )}
    </Row>
  );
}
