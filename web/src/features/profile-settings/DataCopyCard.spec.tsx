import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataCopy } from '../../api/data-copies';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { DataCopyCard } from './DataCopyCard';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const me = aMember({ id: 'm7', firstName: 'Ravi', lastName: 'Kumar' });

function aCopy(overrides: Partial<DataCopy> = {}): DataCopy {
  return {
    id: 'c1',
    memberId: 'm7',
    state: 'ready',
    requestedBy: 'member',
    requestedAt: '2026-11-28T05:00:00.000Z',
    readyAt: '2026-11-28T05:01:00.000Z',
    expiresAt: '2026-12-05T05:01:00.000Z',
    size: 12345,
    ...overrides,
  };
}

describe('DataCopyCard (Profile Settings: a copy of everything, issue 32)', () => {
  it('asks for a copy and then shows it being prepared', async () => {
    let copies: DataCopy[] = [];
    const { calls } = stubFetch({
      'GET /api/members/m7/data-copies': () => ({ body: copies }),
      'POST /api/members/data-copies': () => {
        copies = [aCopy({ state: 'preparing', readyAt: null, expiresAt: null, size: null })];
        return { status: 202, body: copies[0] };
      },
    });
    renderWithProviders(<DataCopyCard member={me} />);
    await userEvent.click(await screen.findByRole('button', { name: /Download a copy of my data/ }));
    expect(await screen.findByText('Your copy is being prepared')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/members/data-copies')).toHaveLength(1);
  });

  it('offers a ready copy for download until its expiry', async () => {
    stubFetch({ 'GET /api/members/m7/data-copies': { body: [aCopy()] } });
    renderWithProviders(<DataCopyCard member={me} />);
    expect(await screen.findByText('Your copy is ready until 05/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download my copy/ })).toHaveAttribute(
      'href',
      '/api/members/data-copies/c1/download',
    );
  });

  it('says an expired copy has expired and lets the member ask again', async () => {
    stubFetch({ 'GET /api/members/m7/data-copies': { body: [aCopy({ state: 'expired' })] } });
    renderWithProviders(<DataCopyCard member={me} />);
    expect(await screen.findByText('Your last copy has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download a copy of my data/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download my copy/ })).not.toBeInTheDocument();
  });
});
