import assert from 'node:assert/strict';

const DAY_MS = 86_400_000;

/** What the helper needs of a client: an admin's ApiClient (or anything with its request). */
interface AdminRequests {
  request(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }>;
}

/**
 * Issue 30: a member may ask to renew only from 30 days before their end date. A member just approved has a year
 * left, so a test in which the member asks first moves the end date `days` ahead, as the office would in the member
 * form (PUT /api/members/:id; the start a year earlier, so the period stays one year). Answers the new end day.
 */
export async function endMembershipIn(admin: AdminRequests, memberId: string, days = 10): Promise<string> {
  const end = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const start = new Date(Date.parse(end) - 365 * DAY_MS).toISOString().slice(0, 10);
  const res = await admin.request('PUT', `/api/members/${memberId}`, {
    membershipStartDate: start,
    membershipEndDate: end,
  });
  assert.equal(res.status, 200, res.text);
  return end;
}
