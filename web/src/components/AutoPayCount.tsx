import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { autoPayKeys } from '../api/autopay';
import { answerOf, api } from '../api/client';
import { useAdminDashboardTexts } from '../i18n/admin-dashboard';
import { RichText } from '../i18n/RichText';

/** The dashboard's count of UPI AutoPay mandates (issue 33): debiting, failing (pending or halted) and paused. */
export function AutoPayCount() {
  const t = useAdminDashboardTexts();
  const { data } = useQuery({
    queryKey: [...autoPayKeys.all, 'summary'],
    queryFn: () => answerOf(api.GET('/api/autopay/summary')),
  });
  if (!data) return null;
  return (
    <Card className="dashboard-row" size="small" aria-label={t('counts.autoPayLabel')}>
      <RichText
        t={t}
        k={data.active === 1 ? 'counts.autoPayOne' : 'counts.autoPayOther'}
        values={{ count: data.active }}
        tags={{ strong: (text) => <strong>{text}</strong> }}
      />
      {data.failing ? t('counts.autoPayFailing', { count: data.failing }) : ''}
      {data.paused ? t('counts.autoPayPaused', { count: data.paused }) : ''}
    </Card>
  );
}
