import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { TwoFactorCard } from './TwoFactorCard';

const SECRET = 'JBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `rc${i}-abcd-efgh`);
const badCode = {
  status: 400,
  body: { status: 400, code: 'IDENTITY_INVALID_TWO_FACTOR_CODE', message: 'The code is not valid. Please try again.' },
};

describe("the admin's two-factor sign-in", () => {
  it('turns on with a code from the app after showing the QR code and key, then shows the recovery codes once', async () => {
    const stub = stubFetch({
      'POST /api/auth/admin/two-factor/setup': {
        body: { secret: SECRET, otpauthUrl: `otpauth://totp/KPWA%20Portal:ravi%40kpwa.in?secret=${SECRET}` },
      },
      'POST /api/auth/admin/two-factor/enable': (request) =>
        (request.body as { code: string }).code === '123456' ? { body: { recoveryCodes: RECOVERY } } : badCode,
    });
    const sut = userEvent.setup({ delay: null });
    renderWithProviders(<TwoFactorCard enabled={false} />);
    expect(screen.getByText('Off')).toBeInTheDocument();

    await sut.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByLabelText('QR code for your authenticator app')).toBeInTheDocument();

    await sut.type(screen.getByLabelText('Code from the app'), '654321');
    await sut.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not valid. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();

    await sut.clear(screen.getByLabelText('Code from the app'));
    await sut.type(screen.getByLabelText('Code from the app'), '123 456');
    await sut.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list).toHaveTextContent(RECOVERY[0]);
    expect(stub.calls.filter((c) => c.path === '/api/auth/admin/two-factor/enable').map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);

    await sut.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns off only with the current password and a code, and renews the recovery codes with a code', async () => {
    const stub = stubFetch({
      'POST /api/auth/admin/two-factor/disable': { body: { success: true } },
      'POST /api/auth/admin/two-factor/recovery-codes': { body: { recoveryCodes: RECOVERY } },
    });
    const sut = userEvent.setup({ delay: null });
    renderWithProviders(<TwoFactorCard enabled />);
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByText(/sign you out on your other devices/)).toHaveTextContent(/forgets the devices you trusted/);

    await sut.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await sut.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(stub.calls.some((c) => c.path === '/api/auth/admin/two-factor/disable')).toBe(false);

    await sut.type(screen.getByLabelText('Current password'), 'Rolleiflex-Chamundi-1961');
    await sut.type(screen.getByLabelText('Code from the app, or a recovery code'), 'rc0-abcd-efgh');
    await sut.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
    expect(stub.calls.find((c) => c.path === '/api/auth/admin/two-factor/disable')?.body).toEqual({
      currentPassword: 'Rolleiflex-Chamundi-1961',
      code: 'rc0-abcd-efgh',
    });

    await sut.type(screen.getAllByLabelText('Code from the app')[0], '112233');
    await sut.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(RECOVERY[9]);
  });
});
