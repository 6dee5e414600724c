import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentLink } from '../../api/payment-links';
import { chooseOption } from '../../test/antd-select';
import { stubFetch } from '../../test/fetch-stub';
import { renderAsStaff } from '../../test/render-as-staff';
import { aPaymentLink as aLink } from './member-request-fixtures';
import { linkPays, PaymentLinksCard } from './PaymentLinksCard';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

describe('PaymentLinksCard', () => {
  it("lists the member's links with what each pays and its state, the open one's link to copy", async () => {
    stubFetch({
      'GET /api/payment-links': {
        body: [
          aLink(),
          aLink({ id: 'link-2', kind: 'renewal_fee', scheme: null, period: null, amount: '2000.00', status: 'paid' }),
        ],
      },
    });
    renderAsStaff('viewer', <PaymentLinksCard memberId="m1" optedSchemes={['esi']} />);
    const open = (await screen.findByText('ESI, Nov 2026')).closest('tr')!;
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'https://rzp.io/i/AbC1234' })).toHaveAttribute(
      'href',
      'https://rzp.io/i/AbC1234',
    );
    const fee = screen.getByText('Annual renewal fee').closest('tr')!;
    expect(within(fee).getByText('Paid')).toBeInTheDocument();
    expect(within(fee).queryByRole('link')).toBeNull();
    // A viewer sees the links but makes none.
    expect(screen.getByText('Only administrators and treasurers can make payment links.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Link for/ })).toBeNull();
  });

  it("lets the treasurer make a link for a scheme's dues and one for the renewal fee", async () => {
    const user = userEvent.setup();
    let links: PaymentLink[] = [];
    const { calls } = stubFetch({
      'GET /api/payment-links': () => ({ body: links }),
      'POST /api/payment-links': () => {
        links = [aLink({ scheme: 'postal', amount: '150.00' }), ...links];
        return { status: 201, body: links[0] };
      },
      'POST /api/payment-links/renewal-fee': () => {
        links = [aLink({ id: 'fee', kind: 'renewal_fee', scheme: null, period: null, amount: '2000.00' }), ...links];
        return { status: 201, body: links[0] };
      },
    });
    renderAsStaff('treasurer', <PaymentLinksCard memberId="m1" optedSchemes={['esi', 'postal']} />);
    expect(await screen.findByText('No payment links yet')).toBeInTheDocument();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Scheme of the link' }), 'Postal');
    await user.click(screen.getByRole('button', { name: /Link for dues/ }));
    expect(await screen.findByText('Postal, Nov 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Link for renewal fee/ }));
    expect(await screen.findByText('Annual renewal fee')).toBeInTheDocument();

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ['/api/payment-links', { memberId: 'm1', scheme: 'postal' }],
      ['/api/payment-links/renewal-fee', { memberId: 'm1' }],
    ]);
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/payment-links': { body: [] },
      'POST /api/payment-links': {
        status: 409,
        body: { statusCode: 409, code: 'PAYMENTS_ONLINE_PAYMENT_DISABLED', message: 'Online payment is turned off' },
      },
    });
    renderAsStaff('admin', <PaymentLinksCard memberId="m1" optedSchemes={['esi']} />);
    await user.click(await screen.findByRole('button', { name: /Link for dues/ }));
    await waitFor(() => expect(screen.getByText('Online payment is turned off')).toBeInTheDocument());
  });

  it('names what a link pays', () => {
    expect(linkPays(aLink({ period: '2026-11', periodMonths: 3 }))).toBe('ESI, Nov 2026 (3 months)');
    expect(linkPays(aLink({ kind: 'renewal_fee', scheme: null, period: null }))).toBe('Annual renewal fee');
  });
});
