import { Link } from 'react-router-dom';
import { Card } from 'antd';
import { DUES_LAPSE_MONTHS } from '@portal/contracts/shapes';
import { useDuesLapsesQuery } from '../api/dues-lapses';
import { useAdminDashboardTexts } from '../i18n/admin-dashboard';
import { RichText } from '../i18n/RichText';

/** The dashboard's count of members long unpaid (issue 33), linking to the list. */
export function DuesLapsesCount() {
  const t = useAdminDashboardTexts();
  const { data } = useDuesLapsesQuery();
  if (!data) return null;
  return (
    <Card className="dashboard-row" size="small">
      <Link to="/dues-lapses" aria-label={t('counts.lapsesLabel')}>
        <RichText
          t={t}
          k={data.total === 1 ? 'counts.lapsesOne' : 'counts.lapsesOther'}
          values={{ count: data.total, months: DUES_LAPSE_MONTHS }}
          tags={{ strong: (text) => <strong>{text}</strong> }}
        />
      </Link>
    </Card>
  );
}
