import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Progress, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { idCardKeys, isJobFinished, useIdCardJobQuery } from '../../api/id-cards';
import { dashboardKeys } from '../../api/dashboard';
import { formatCount } from '../../lib/format';
import { useAdminIdCardsTexts } from '../../i18n/admin-id-cards';

/**
 * The progress of a generation job, polled from the server: the job id lives in the address (`?job=`), so a
 * reload or a second tab shows the same job. Failures are listed per member.
 */
export function GenerationProgress({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const t = useAdminIdCardsTexts();
  const { data: job, error } = useIdCardJobQuery(jobId);
  const finished = isJobFinished(job);
  const refreshed = useRef<string | null>(null);

  // Once finished, the list and the tiles show the new cards (once per job).
  useEffect(() => {
    if (!finished || refreshed.current === jobId) return;
    refreshed.current = jobId;
    void queryClient.invalidateQueries({ queryKey: idCardKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.activity() });
  }, [finished, jobId, queryClient]);

  if (error) {
    return (
      <Alert
        className="id-card-job"
        type="warning"
        showIcon
        title={t('job.notFound')}
        action={<Button onClick={onClose}>{t('job.dismiss')}</Button>}
      />
    );
  }
  const total = job?.total ?? 0;
  const done = job?.done ?? 0;
  const failures = job?.failed ?? [];
  const percent = total === 0 ? (finished ? 100 : 0) : Math.floor((done / total) * 100);
  const made = done - failures.length;
  const stopped = job?.status === 'failed';

  return (
    <Card
      className="id-card-job"
      size="small"
      title={stopped ? t('job.stoppedTitle') : finished ? t('job.finishedTitle') : t('job.runningTitle')}
      extra={
        finished ? (
          <Button size="small" onClick={onClose}>
            {t('job.close')}
          </Button>
        ) : null
      }
    >
      <Progress
        percent={percent}
        status={finished ? (stopped || failures.length > 0 ? 'exception' : 'success') : 'active'}
        aria-label={t('job.progress')}
      />
      <Typography.Paragraph role="status">
        {stopped
          ? t('job.stopped', {
              count: made,
              done: formatCount(done),
              total: formatCount(total),
              made: formatCount(made),
              // The server's reason, as it gives it.
              reason: (job?.error ?? t('job.anError')).replace(/\.$/, ''),
            })
          : finished
            ? failures.length > 0
              ? t('job.finishedFailed', { count: made, made: formatCount(made), failed: formatCount(failures.length) })
              : t('job.finished', { count: made, made: formatCount(made) })
            : t('job.running', { done: formatCount(done), total: formatCount(total) })}
      </Typography.Paragraph>
      {failures.length > 0 && (
        <>
          <Typography.Text strong>{t('job.notGenerated')}</Typography.Text>
          <ul className="id-card-job-failures" aria-label={t('job.failures')}>
            {failures.slice(0, 100).map((failure) => (
              <li key={failure.memberId}>
                <Typography.Text code>{failure.memberId}</Typography.Text> {failure.error}
              </li>
            ))}
          </ul>
          {failures.length > 100 && (
            <Typography.Text type="secondary">
              {t('job.more', { more: formatCount(failures.length - 100) })}
            </Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
