import { describe, expect, it } from 'vitest';
import { parsePaymentRecordsParams, paymentRecordsSearch } from './use-payment-records-params';

describe('Payment Records state in the address', () => {
  it('reads back exactly what it wrote, so a reload shows the same records', () => {
    const state = parsePaymentRecordsParams(
      new URLSearchParams(
        'q=Asha+Rao&scheme=esi&status=overdue&sort=paymentDate&order=desc&from=2026-10-01&to=2026-10-31&page=3',
      ),
    );
    expect(state).toEqual({
      page: 3,
      search: 'Asha Rao',
      scheme: 'esi',
      status: 'overdue',
      sort: 'paymentDate',
      order: 'desc',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(parsePaymentRecordsParams(paymentRecordsSearch(state))).toEqual(state);
  });

  it('treats unknown values as the plain list, and writes the plain list as no query at all', () => {
    const state = parsePaymentRecordsParams(
      new URLSearchParams('scheme=gold&status=lost&sort=colour&order=up&from=01/10/2026&to=x&page=0'),
    );
    expect(state).toEqual({
      page: 1,
      search: '',
      scheme: 'all',
      status: 'all',
      sort: undefined,
      order: undefined,
      from: '',
      to: '',
    });
    expect(paymentRecordsSearch(state).toString()).toBe('');
  });
});
