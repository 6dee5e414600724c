import { Link } from 'react-router-dom';
import { Card } from 'antd';
import { DUES_LAPSE_MONTHS } from '@portal/contracts/shapes';
import { useDuesLapsesQuery } from '../api/dues-lapses';

/** The dashboard's count of members long unpaid (issue 33), linking to the list. */
export function DuesLapsesCount() {
  const { data } = useDuesLapsesQuery();
  if (!data) return null;
  return (
    <Card className="dashboard-row" size="small">
      <Link to="/dues-lapses" aria-label="Members long unpaid">
        <strong>{data.total}</strong> {data.total === 1 ? 'member has' : 'members have'} {DUES_LAPSE_MONTHS} or more
        months unpaid in a scheme
      </Link>
    </Card>
  );
}
