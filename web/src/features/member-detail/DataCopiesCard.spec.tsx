import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataCopy } from '../../api/data-copies';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { DataCopiesCard } from './DataCopiesCard';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const member = aMember({ id: 'm7', firstName: 'Ravi', lastName: 'Kumar' });
const ready: DataCopy = {
  id: 'c9',
  memberId: 'm7',
  state: 'ready',
  requestedBy: 'admin',
  requestedAt: '2026-11-28T05:00:00.000Z',
  readyAt: '2026-11-28T05:01:00.000Z',
  expiresAt: '2026-12-05T05:01:00.000Z',
  size: 100,
};

describe("DataCopiesCard (member detail: a copy of a member's data made in person, issue 32)", () => {
  it('makes a copy for the member, then offers the ready one for download until its expiry', async () => {
    let copies: DataCopy[] = [];
    const { calls } = stubFetch({
      'GET /api/members/m7/data-copies': () => ({ body: copies }),
      'POST /api/members/m7/data-copies': () => {
        copies = [ready];
        return { status: 202, body: ready };
      },
    });
    renderWithProviders(<DataCopiesCard member={member} />);
    expect(await screen.findByText('No copies yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Make a Copy/ }));
    const row = (await screen.findByText('Ready')).closest('tr')!;
    expect(within(row).getByText('until 05/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('The office')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      '/api/members/data-copies/c9/download',
    );
    expect(calls.filter((c) => c.path === '/api/members/m7/data-copies' && c.init?.method === 'POST')).toHaveLength(1);
  });

  it("lists the member's own copy without a download (only the member downloads it)", async () => {
    stubFetch({ 'GET /api/members/m7/data-copies': { body: [{ ...ready, requestedBy: 'member' }] } });
    renderWithProviders(<DataCopiesCard member={member} />);
    const row = (await screen.findByText('Ready')).closest('tr')!;
    expect(within(row).getByText('Member')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});
