import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { dashboardKeys } from './dashboard';
import {
  exportPaymentRecords,
  fallbackExportName,
  fetchDueRecords,
  fetchOwnDueRecords,
  fetchPaymentRecords,
  fetchSchemeSettings,
  ownDueRecordsKey,
  paymentKeys,
  refreshPaymentData,
} from './payments';
import { stubFetch, pageOf } from '../test/fetch-stub';

const record = (id: string, status: string, dueDate: string) => ({ id, status, dueDate, amount: '200.00' });

describe('fetchPaymentRecords', () => {
  it('asks for one page with the filters given and leaves out the ones set to all', async () => {
    const { calls } = stubFetch({
      'GET /api/payment-records': pageOf([], { total: '12', page: 2, limit: 10 }),
    });
    await expect(fetchPaymentRecords({ scheme: 'esi', search: 'ravi', page: 2, limit: 10 })).resolves.toEqual({
      records: [],
      total: 12,
      page: 2,
      limit: 10,
    });
    expect(calls[0].url).toBe('/api/payment-records?scheme=esi&search=ravi&page=2&limit=10');
  });

  it("turns a failed answer into the catalogue's '<status>: <body>' error", async () => {
    stubFetch({ 'GET /api/payment-records': { status: 403, body: { message: 'Forbidden' } } });
    await expect(fetchPaymentRecords({})).rejects.toThrow('403: {"message":"Forbidden"}');
  });
});

describe('fetchSchemeSettings', () => {
  it('reads an empty answer as no settings rather than failing the page', async () => {
    stubFetch({ 'GET /api/scheme-settings': { body: 'null' } });
    await expect(fetchSchemeSettings()).resolves.toEqual([]);
  });
});

describe('fetchDueRecords', () => {
  it("gathers a member's overdue and pending records for the scheme, oldest due first", async () => {
    const { calls } = stubFetch({
      'GET /api/payment-records': (request) => {
        const status = new URL(request.url, 'http://localhost').searchParams.get('status');
        const records =
          status === 'overdue'
            ? [record('o1', 'overdue', '2026-02-01T00:00:00Z')]
            : [record('p2', 'pending', '2026-04-01T00:00:00Z'), record('p1', 'pending', '2026-03-01T00:00:00Z')];
        return pageOf(records, { total: records.length, page: 1, limit: 100 });
      },
    });
    const due = await fetchDueRecords('member-1', 'esi');
    expect(due.map((r) => r.id)).toEqual(['o1', 'p1', 'p2']);
    expect(calls.map((c) => new URL(c.url, 'http://localhost').searchParams.get('memberId'))).toEqual([
      'member-1',
      'member-1',
    ]);
  });
});

describe('refreshPaymentData', () => {
  it('marks every record list, the per-scheme view, the stats and the dashboard out of date', async () => {
    const client = createQueryClient();
    const keys = [
      paymentKeys.recordList({ page: 1 }),
      paymentKeys.schemeMembers({ scheme: 'esi' }),
      paymentKeys.stats(),
      paymentKeys.dueRecords('member-1', 'esi'),
      dashboardKeys.stats(),
      dashboardKeys.activity(),
    ];
    for (const key of keys) client.setQueryData(key, { cached: true });
    client.setQueryData(paymentKeys.settings(), []);

    await refreshPaymentData(client);

    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual(keys.map(() => true));
    // A payment does not change what a scheme costs.
    expect(client.getQueryState(paymentKeys.settings())?.isInvalidated).toBe(false);
  });
});

describe('exportPaymentRecords', () => {
  it("saves the CSV under the server's file name, falling back to payment-records-{scheme-}{date}.csv", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let disposition: Record<string, string> = {
      'Content-Disposition': 'attachment; filename="payment-records-esi-2026-05-10.csv"',
    };
    const { calls } = stubFetch({
      'GET /api/payment-records/export/csv': () => ({ body: 'a,b\n', headers: disposition }),
    });

    await expect(exportPaymentRecords({ scheme: 'esi', status: 'paid' }, 'fallback.csv')).resolves.toBe(
      'payment-records-esi-2026-05-10.csv',
    );
    expect(calls[0].url).toBe('/api/payment-records/export/csv?scheme=esi&status=paid');
    expect(click).toHaveBeenCalledTimes(1);

    disposition = {};
    await expect(exportPaymentRecords({}, fallbackExportName(undefined, '2026-05-10'))).resolves.toBe(
      'payment-records-2026-05-10.csv',
    );
    expect(fallbackExportName('postal', '2026-05-10')).toBe('payment-records-postal-2026-05-10.csv');
  });

  it('fails without downloading anything when the export is refused', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/payment-records/export/csv': { status: 500, body: 'boom' } });
    await expect(exportPaymentRecords({}, 'x.csv')).rejects.toThrow('500: boom');
    expect(click).not.toHaveBeenCalled();
  });
});

describe('fetchOwnDueRecords', () => {
  it("gathers the member's overdue and pending records of every scheme, most overdue first", async () => {
    const { calls } = stubFetch({
      'GET /api/payment-records': (request) => {
        const status = new URL(request.url, 'http://localhost').searchParams.get('status');
        const records =
          status === 'overdue'
            ? [record('o1', 'overdue', '2026-02-01T00:00:00.000Z')]
            : [
                record('p1', 'pending', '2026-04-01T00:00:00.000Z'),
                record('p0', 'pending', '2026-01-01T00:00:00.000Z'),
              ];
        return pageOf(records, { total: records.length, page: 1, limit: 1000 });
      },
    });

    const due = await fetchOwnDueRecords();

    expect(due.map((r) => r.id)).toEqual(['p0', 'o1', 'p1']);
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/api/payment-records?status=overdue&page=1&limit=1000',
      '/api/payment-records?status=pending&page=1&limit=1000',
    ]);
  });

  it('is refreshed with every other record list after a payment', async () => {
    const client = createQueryClient();
    client.setQueryData(ownDueRecordsKey(), []);
    await refreshPaymentData(client);
    expect(client.getQueryState(ownDueRecordsKey())?.isInvalidated).toBe(true);
  });
});
