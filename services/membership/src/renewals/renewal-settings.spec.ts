import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { RenewalRequestsService } from './renewal-requests.service';

describe('renewal settings', () => {
  it('asks ₹2,000 for a renewal of one year (365 days), as the renewal page shows', () => {
    // The settings need no storage: nothing is given for it.
    const service = new RenewalRequestsService({} as never, {} as never);
    assert.deepEqual(service.settings(), { renewalFee: '2000.00', periodDays: 365 });
  });
});
