import { Col, Row } from 'antd';
import type { MemberUserAnswer, Scheme } from '@portal/contracts/shapes';
import { AutoPayCard } from './AutoPayCard';
import { ProfileCard } from './ProfileCard';
import { QuickActionsCard } from './QuickActionsCard';
import { RecentUpdatesCard } from './RecentUpdatesCard';
import { SchemePaymentsCard } from './SchemePaymentsCard';
import type { useMemberFiles } from './use-member-files';

/** Dashboard tab (spec part 2 §2): profile, payment status per opted scheme, quick actions and recent updates. */
export function DashboardTab({
  member,
  files,
  onDetails,
}: {
  member: MemberUserAnswer;
  files: ReturnType<typeof useMemberFiles>;
  onDetails: (scheme: Scheme) => void;
}) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <ProfileCard member={member} />
      </Col>
      <Col xs={24} lg={8}>
        <QuickActionsCard files={files} />
      </Col>
      <Col xs={24} lg={16}>
        <SchemePaymentsCard optedSchemes={member.optedSchemes ?? []} onDetails={onDetails} />
      </Col>
      <Col xs={24} lg={8}>
        <RecentUpdatesCard />
      </Col>
      <Col xs={24} lg={16}>
        <AutoPayCard />
      </Col>
    </Row>
  );
}
