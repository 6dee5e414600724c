import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { VerifyMemberPage } from './VerifyMemberPage';

configure({ asyncUtilTimeout: 5000 });

const PATH = '/verify/:memberId';

describe('VerifyMemberPage', () => {
  it('shows the name, photo, live status and validity of a correctly signed link', async () => {
    const { calls } = stubFetch({
      'GET /api/verify/PHOTO0001': {
        body: {
          memberId: 'PHOTO0001',
          name: 'Ravi Kumar',
          status: 'suspended',
          validUntil: '2027-03-31T00:00:00.000Z',
          photoUrl: '/api/verify/PHOTO0001/photo?sig=abc',
        },
      },
    });
    renderWithProviders(<VerifyMemberPage />, { route: '/verify/PHOTO0001?sig=abc', path: PATH });
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('This membership is suspended.')).toBeInTheDocument();
    expect(screen.getByText('31/03/2027')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Ravi Kumar' })).toHaveAttribute(
      'src',
      '/api/verify/PHOTO0001/photo?sig=abc',
    );
    expect(new URL(calls[0].url, 'http://localhost').searchParams.get('sig')).toBe('abc');
  });

  it('says plainly that a link with a wrong signature is not valid, naming nobody', async () => {
    stubFetch({
      'GET /api/verify/PHOTO0001': { status: 404, body: { message: 'This verification link is not valid' } },
    });
    renderWithProviders(<VerifyMemberPage />, { route: '/verify/PHOTO0001?sig=forged', path: PATH });
    expect(await screen.findByText('This verification link is not valid')).toBeInTheDocument();
    expect(screen.queryByText('Member ID')).not.toBeInTheDocument();
  });
});
