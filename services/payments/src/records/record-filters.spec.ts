import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { memberSearch, recordFilter } from './record-filters';

describe('memberSearch', () => {
  it('finds a whole member id by the exact member-code index, whatever its case', () => {
    const params: unknown[] = ['esi'];
    assert.equal(memberSearch(' photo0042 ', params), 'm.member_code = $2');
    assert.deepEqual(params, ['esi', 'PHOTO0042']);
  });

  it('looks for part of a name or member id in the search text, lower-cased', () => {
    const params: unknown[] = [];
    assert.equal(memberSearch('Ravi Kum', params), 'm.search_text LIKE $1');
    assert.deepEqual(params, ['%ravi kum%']);
  });

  it('treats part of a member id (PHOTO00) as text, not as an exact id', () => {
    const params: unknown[] = [];
    assert.equal(memberSearch('PHOTO00', params), 'm.search_text LIKE $1');
    assert.deepEqual(params, ['%photo00%']);
  });

  it('escapes % and _ so a search for "50%_off" does not match every member', () => {
    const params: unknown[] = [];
    memberSearch('50%_off', params);
    assert.deepEqual(params, ['%50\\%\\_off%']);
  });

  it('escapes a backslash too, so it cannot escape the wildcard after it', () => {
    const params: unknown[] = [];
    memberSearch('a\\', params);
    assert.deepEqual(params, ['%a\\\\%']);
  });
});

describe('recordFilter', () => {
  it('has no WHERE clause without filters', () => {
    assert.deepEqual(recordFilter({}), { where: '', params: [] });
  });

  it("limits to one member's uuid, a scheme and a status, numbering the parameters in order", () => {
    const uuid = '0b9f3a52-6f7e-4c55-9d1a-2b8f4f0c1e11';
    assert.deepEqual(recordFilter({ memberUuid: uuid, scheme: 'postal', status: 'overdue', search: 'asha' }), {
      where: 'WHERE r.member_id = $1 AND r.scheme = $2 AND r.status = $3 AND m.search_text LIKE $4',
      params: [uuid, 'postal', 'overdue', '%asha%'],
    });
  });

  it("ignores 'all' for scheme and status (the web's 'All Schemes' and 'All Status')", () => {
    assert.deepEqual(recordFilter({ scheme: 'all', status: 'all' }), { where: '', params: [] });
  });

  it('ignores a blank search', () => {
    assert.deepEqual(recordFilter({ search: '   ' }), { where: '', params: [] });
  });

  it('bounds the payment date by whole days in India for the payments report, the last day included', () => {
    assert.deepEqual(recordFilter({ status: 'paid', from: '2025-04-01', to: '2025-04-30' }), {
      where:
        "WHERE r.status = $1 AND r.payment_date >= ($2::date::timestamp AT TIME ZONE 'Asia/Kolkata')" +
        " AND r.payment_date < (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')",
      params: ['paid', '2025-04-01', '2025-04-30'],
    });
  });
});
