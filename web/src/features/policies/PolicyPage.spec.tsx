import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { PRIVACY_NOTICE_VERSION } from '@portal/contracts/shapes';
import { PolicyPage } from './PolicyPage';

/** The fees as the association set them in Scheme Settings (the seeded ones are ₹1,000 and ₹2,000). */
const FEES = { joiningFee: '1250.00', renewalFee: '2000.00', updatedAt: null };

const NOTICE = {
  version: PRIVACY_NOTICE_VERSION,
  grievanceOfficer: { name: 'Asha Rao', email: 'grievance@kpwa.in' },
};

function show(path: string) {
  stubFetch({ 'GET /api/membership-fees': { body: FEES }, 'GET /api/privacy-notice': { body: NOTICE } });
  renderWithProviders(<PolicyPage path={path} />, { route: path });
}

describe('Policy pages (spec part 2 §9 figures)', () => {
  it('prices membership, renewal, schemes and ID card delivery in rupees', async () => {
    show('/pricing-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing Policy' })).toBeInTheDocument();
    // The fees are the association's setting, the same figure the renewal page shows (never the old ₹500).
    expect(await screen.findByText('New membership fee: ₹1,250.00')).toBeInTheDocument();
    expect(screen.getByText('Annual renewal fee: ₹2,000.00')).toBeInTheDocument();
    expect(screen.queryByText(/₹500\.00/)).not.toBeInTheDocument();
    expect(screen.getByText('ESI: ₹200.00 per month')).toBeInTheDocument();
    expect(screen.getByText('Postal: ₹150.00 per month')).toBeInTheDocument();
    expect(screen.getByText('Kutumba Barosa: ₹100.00 per month')).toBeInTheDocument();
    expect(screen.getByText(/due on the 1st of each month/)).toBeInTheDocument();
    expect(screen.getByText('Local delivery: ₹50.00')).toBeInTheDocument();
    expect(screen.getByText('Outstation delivery: ₹100.00')).toBeInTheDocument();
    expect(screen.getByText(/30 days' notice/)).toBeInTheDocument();
  });

  it('gives delivery times for ID cards, certificates and scheme documents', () => {
    show('/shipping-policy');
    expect(screen.getByText('Local delivery: ₹50.00, within 3-5 working days')).toBeInTheDocument();
    expect(screen.getByText('Outstation delivery: ₹100.00, within 7-10 working days')).toBeInTheDocument();
    expect(screen.getByText('Membership certificates: within 7-10 working days')).toBeInTheDocument();
    expect(screen.getByText('Scheme documents: within 15 working days')).toBeInTheDocument();
    expect(screen.getByText(/within 15 days of the expected delivery date/)).toBeInTheDocument();
  });

  it('states the fees the association set, the notice periods and termination after 6 months of non-payment', async () => {
    show('/terms-conditions');
    expect(
      await screen.findByText(/The new membership fee is ₹1,250.00 and the annual renewal fee is ₹2,000.00\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/terminated automatically after 6 months of non-payment/)).toBeInTheDocument();
    expect(screen.getByText(/30 days' written notice/)).toBeInTheDocument();
  });

  it('keeps financial records for 7 years and lists the office hours', () => {
    show('/privacy-policy');
    expect(screen.getByText(/financial records for 7 years/)).toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday 9:00 AM to 6:00 PM; Saturday 9:00 AM to 2:00 PM/)).toBeInTheDocument();
  });

  it('shows the privacy notice the registration form shows, with the grievance officer from the settings (issue 32)', async () => {
    show('/privacy-policy');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy notice' })).toBeInTheDocument();
    for (const heading of ['What we collect', 'Why we collect it', 'How long we keep it', 'Your rights'])
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Your Aadhaar number, of which we keep only the last four digits')).toBeInTheDocument();
    expect(screen.getByText(/delete your ID proof and photo 90 days after the decision/)).toBeInTheDocument();
    expect(screen.getByText(/Data Protection Board of India/)).toBeInTheDocument();
    expect(await screen.findByText(/Asha Rao/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@kpwa.in' })).toHaveAttribute('href', 'mailto:grievance@kpwa.in');
    expect(screen.getByText(`Notice version ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
  });

  it('sets out the refund rules and time limits', () => {
    show('/cancellation-refund-policy');
    expect(screen.getByText('Annual fees are non-refundable after 15 days from payment.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled more than 7 days before the event: full refund')).toBeInTheDocument();
    expect(screen.getByText('Cancelled 3-7 days before the event: 50% refund')).toBeInTheDocument();
    expect(screen.getByText('Cancelled within 48 hours of the event: no refund')).toBeInTheDocument();
    expect(screen.getByText('We review a refund request within 7-10 working days.')).toBeInTheDocument();
    expect(screen.getByText(/paid within 15-30 working days/)).toBeInTheDocument();
    expect(screen.getByText('Requests made more than 90 days after payment may be refused.')).toBeInTheDocument();
  });

  it('links to the other policies and home', () => {
    show('/privacy-policy');
    const nav = screen.getByRole('navigation', { name: 'Policies' });
    expect(nav).toHaveTextContent('Pricing Policy');
    expect(screen.getByRole('link', { name: 'Pricing Policy' })).toHaveAttribute('href', '/pricing-policy');
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Home' })).toHaveAttribute('href', '/');
  });
});
