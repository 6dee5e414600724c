import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consent } from '../../api/privacy';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { ConsentCard } from './ConsentCard';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const me = aMember({ id: 'm7', firstName: 'Ravi', lastName: 'Kumar' });
const given: Consent = {
  id: 'k1',
  purpose: 'registration',
  noticeVersion: '2026-11-28',
  givenAt: '2026-11-28T05:00:00.000Z',
  withdrawnAt: null,
};

describe('ConsentCard (Profile Settings: withdraw consent, issue 32)', () => {
  it('shows the consent given, and withdraws it only once the member confirms what it means', async () => {
    let consents = [given];
    const { calls } = stubFetch({
      'GET /api/members/m7/consents': () => ({ body: consents }),
      'GET /api/members/m7/data-requests': { body: [] },
      'POST /api/members/consents/withdraw': () => {
        consents = [{ ...given, withdrawnAt: '2026-11-29T05:00:00.000Z' }];
        return { body: { consents, erasureRequest: { id: 'r1', kind: 'erasure', status: 'open' } } };
      },
    });
    renderWithProviders(<ConsentCard member={me} />);
    expect(await screen.findByText(/\(version 2026-11-28\) on 28\/11\/2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Withdraw Consent/ }));
    const confirm = await screen.findByRole('button', { name: 'Withdraw consent' });
    expect(screen.getByText(/withdrawing it ends your membership/)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand that my membership ends/ }));
    await userEvent.click(confirm);
    expect(await screen.findByText('You withdrew your consent on 29/11/2026')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/members/consents/withdraw')).toHaveLength(1));
  });
});
