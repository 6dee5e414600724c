import type { OutboxBacklog } from '../metrics/portal-metrics';

/**
 * Rows not yet published and the age of the oldest, in one query over the partial index of unpublished rows
 * (outbox_unpublished_idx): cheap enough to run on every scrape, since a healthy outbox holds next to nothing.
 */
export const OUTBOX_BACKLOG_SQL = `
  SELECT count(*)::int AS backlog,
         COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest_age_seconds
  FROM outbox WHERE published_at IS NULL`;

/** The service's outbox backlog (README: Metrics), through its DataSource or any client that runs a query. */
export async function readOutboxBacklog(database: { query(sql: string): Promise<unknown> }): Promise<OutboxBacklog> {
  const [row] = (await database.query(OUTBOX_BACKLOG_SQL)) as Array<{ backlog: number; oldest_age_seconds: number }>;
  return { backlog: Number(row?.backlog ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.oldest_age_seconds ?? 0)) };
}
