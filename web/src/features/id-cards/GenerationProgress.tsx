import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Progress, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { idCardKeys, isJobFinished, useIdCardJobQuery } from '../../api/id-cards';
import { dashboardKeys } from '../../api/dashboard';
import { formatCount } from '../../lib/format';

/**
 * The progress of a generation job, polled from the server: the job id lives in the address (`?job=`), so a
 * reload or a second tab shows the same job. Failures are listed per member.
 */
export function GenerationProgress({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
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
        title="This generation job could not be found"
        action={<Button onClick={onClose}>Dismiss</Button>}
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
      title={stopped ? 'ID card generation stopped' : finished ? 'ID card generation finished' : 'Generating ID cards…'}
      extra={
        finished ? (
          <Button size="small" onClick={onClose}>
            Close
          </Button>
        ) : null
      }
    >
      <Progress
        percent={percent}
        status={finished ? (stopped || failures.length > 0 ? 'exception' : 'success') : 'active'}
        aria-label="ID card generation progress"
      />
      <Typography.Paragraph role="status">
        {stopped
          ? `Generation stopped after ${formatCount(done)} of ${formatCount(total)} members (${formatCount(made)} ${
              made === 1 ? 'card' : 'cards'
            } generated): ${(job?.error ?? 'an error').replace(/\.$/, '')}. Start it again to generate the rest.`
          : finished
            ? `${formatCount(made)} ${made === 1 ? 'card' : 'cards'} generated${
                failures.length > 0 ? `, ${formatCount(failures.length)} failed` : ''
              }.`
            : `${formatCount(done)} of ${formatCount(total)} members done…`}
      </Typography.Paragraph>
      {failures.length > 0 && (
        <>
          <Typography.Text strong>Not generated:</Typography.Text>
          <ul className="id-card-job-failures" aria-label="Members whose card was not generated">
            {failures.slice(0, 100).map((failure) => (
              <li key={failure.memberId}>
                <Typography.Text code>{failure.memberId}</Typography.Text> {failure.error}
              </li>
            ))}
          </ul>
          {failures.length > 100 && (
            <Typography.Text type="secondary">and {formatCount(failures.length - 100)} more</Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
