import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { autoPayKeys } from '../api/autopay';
import { answerOf, api } from '../api/client';

/** The dashboard's count of UPI AutoPay mandates (issue 33): debiting, failing (pending or halted) and paused. */
export function AutoPayCount() {
  const { data } = useQuery({
    queryKey: [...autoPayKeys.all, 'summary'],
    queryFn: () => answerOf(api.GET('/api/autopay/summary')),
  });
  if (!data) return null;
  return (
    <Card className="dashboard-row" size="small" aria-label="AutoPay mandates">
      <strong>{data.active}</strong> {data.active === 1 ? 'member pays' : 'members pay'} by UPI AutoPay
      {data.failing ? `; ${data.failing} with failed debits` : ''}
      {data.paused ? `; ${data.paused} paused` : ''}
    </Card>
  );
}
