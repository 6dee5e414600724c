import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { fill } from '../../test/fill';
import { renderAsStaff } from '../../test/render-as-staff';
import { chooseOption } from '../../test/antd-select';
import { stubFetch, type StubHandler } from '../../test/fetch-stub';
import type { ContentEvent } from '../../api/content';
import { anEvent } from '../../test/content-fixtures';
import { EventsPage } from './EventsPage';

const EVENTS: ContentEvent[] = [
  anEvent(),
  anEvent({
    id: 'ev-2',
    title: 'Annual Cricket Match',
    description: null,
    eventDate: '2030-06-01T12:30:00.000Z',
    location: null,
    category: 'sports',
    capacity: null,
    signedUp: 5,
    seatsLeft: null,
  }),
  anEvent({
    id: 'ev-3',
    title: 'Monsoon Exhibition',
    category: 'exhibition',
    status: 'cancelled',
    signedUp: 0,
    seatsLeft: 20,
  }),
];

function api(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({ 'GET /api/events': { body: EVENTS }, ...overrides });
}

function renderPage() {
  // antd's dialogs animate in; skipping user-event's per-click style check keeps these flows fast.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<EventsPage />, { route: '/events' });
  return user;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('EventsPage', () => {
  it('shows each event with its Indian date and time, place, kind, state and seats', async () => {
    api();
    renderPage();

    const workshop = await screen.findByRole('article', { name: 'Wedding Photography Workshop' });
    expect(workshop).toHaveTextContent(/10\/05\/2030, 10:00\s?am/i);
    expect(workshop).toHaveTextContent('Town Hall, Mysuru');
    expect(within(workshop).getByText('Workshop')).toBeInTheDocument();
    expect(within(workshop).getByText('Upcoming')).toBeInTheDocument();
    expect(within(workshop).getByLabelText('Seats')).toHaveTextContent('3 / 20');
    expect(within(workshop).getByRole('button', { name: /Attendees \(3\)/ })).toBeInTheDocument();

    const cricket = card('Annual Cricket Match');
    expect(cricket).toHaveTextContent(/01\/06\/2030, 06:00\s?pm/i);
    expect(within(cricket).getByLabelText('Seats')).toHaveTextContent('5 signed up');
    expect(within(cricket).getByText('Sports')).toBeInTheDocument();

    const exhibition = card('Monsoon Exhibition');
    expect(within(exhibition).getByText('Cancelled')).toBeInTheDocument();
    expect(within(exhibition).getByRole('button', { name: /Reopen/ })).toBeInTheDocument();
    expect(within(exhibition).queryByRole('button', { name: /Cancel event/ })).not.toBeInTheDocument();
  });

  it("says 'No events found' when there are none", async () => {
    api({ 'GET /api/events': { body: [] } });
    renderPage();
    expect(await screen.findByText('No events found')).toBeInTheDocument();
  });

  it('asks for a title and a date and time before creating, and sends nothing until they are given', async () => {
    const { calls } = api();
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Date & Time is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a capacity that is not a whole number of seats', async () => {
    const { calls } = api();
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Title'), 'Drone basics');
    fireEvent.change(within(dialog).getByLabelText('Date & Time'), { target: { value: '2030-07-01T10:00' } });
    await user.type(within(dialog).getByLabelText('Capacity'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await within(dialog).findByText(/Capacity must be a whole number from 1 to/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates an event at the typed Indian time, says so and closes the dialog', async () => {
    const { calls } = api({
      'POST /api/events': { status: 201, body: anEvent({ id: 'ev-9', title: 'Drone basics' }) },
    });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Title'), '  Drone basics ');
    await fill(user, within(dialog).getByLabelText('Description'), 'Flying safely');
    fireEvent.change(within(dialog).getByLabelText('Date & Time'), { target: { value: '2030-07-01T10:00' } });
    await fill(user, within(dialog).getByLabelText('Location'), 'KPWA Hall');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Category' }), 'Information');
    await user.type(within(dialog).getByLabelText('Capacity'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Drone basics',
      description: 'Flying safely',
      eventDate: '2030-07-01T10:00:00+05:30',
      location: 'KPWA Hall',
      category: 'information',
      capacity: 40,
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with 'Error creating event' and the server's reason when the create is refused", async () => {
    api({
      'POST /api/events': {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [{ field: 'eventDate', message: 'Date & Time must be a valid date and time' }],
        },
      },
    });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Title'), 'Drone basics');
    fireEvent.change(within(dialog).getByLabelText('Date & Time'), { target: { value: '2030-07-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Error creating event')).toBeInTheDocument();
    expect(screen.getAllByText('Date & Time must be a valid date and time').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("asks 'This date is in the past: create anyway?' and creates nothing when the admin says no", async () => {
    const { calls } = api({
      'POST /api/events': { status: 201, body: anEvent({ id: 'ev-9', title: 'Old meeting' }) },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Add Event/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Title'), 'Old meeting');
    fireEvent.change(within(dialog).getByLabelText('Date & Time'), { target: { value: '2020-01-10T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('This date is in the past: create anyway?'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ eventDate: '2020-01-10T10:00:00+05:30' });
    confirm.mockRestore();
  });

  it('lists upcoming events first, soonest first, then past ones, most recent first, and marks a full one', async () => {
    const past = (id: string, title: string, eventDate: string) =>
      anEvent({ id, title, eventDate, status: 'completed' });
    api({
      'GET /api/events': {
        body: [
          past('p-old', 'Old Meeting', '2020-01-10T04:30:00.000Z'),
          anEvent({ id: 'u-late', title: 'Late Workshop', eventDate: '2031-01-10T04:30:00.000Z' }),
          past('p-recent', 'Recent Meeting', '2024-06-10T04:30:00.000Z'),
          anEvent({
            id: 'u-soon',
            title: 'Soon Walk',
            eventDate: '2029-01-10T04:30:00.000Z',
            capacity: 10,
            signedUp: 10,
            seatsLeft: 0,
          }),
        ],
      },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Soon Walk' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Soon Walk',
      'Late Workshop',
      'Recent Meeting',
      'Old Meeting',
    ]);
    expect(within(card('Soon Walk')).getByText('Full')).toBeInTheDocument();
    expect(within(card('Late Workshop')).queryByText('Full')).not.toBeInTheDocument();
  });

  it('edits an event with its current values in Indian time and saves the change', async () => {
    const { calls } = api({ 'PUT /api/events/ev-1': { body: anEvent({ title: 'Wedding Workshop II' }) } });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Wedding Photography Workshop' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Date & Time')).toHaveValue('2030-05-10T10:00');
    expect(within(dialog).getByLabelText('Capacity')).toHaveValue(20);
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await fill(user, title, 'Wedding Workshop II');
    await user.click(within(dialog).getByRole('button', { name: 'Update Event' }));

    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Wedding Workshop II',
      eventDate: '2030-05-10T10:00:00+05:30',
      capacity: 20,
    });
  });

  it('deletes an event only after the admin confirms the named event', async () => {
    const { calls } = api({ 'DELETE /api/events/ev-1': { body: { id: 'ev-1' } } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Wedding Photography Workshop' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('"Wedding Photography Workshop"'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Wedding Photography Workshop' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/events/ev-1']);
  });

  it("says 'Error deleting event' with the server's reason when the delete fails", async () => {
    api({ 'DELETE /api/events/ev-1': { status: 404, body: { message: 'Event not found' } } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Wedding Photography Workshop' }));
    expect(await screen.findByText('Error deleting event')).toBeInTheDocument();
    expect(screen.getByText('Event not found')).toBeInTheDocument();
  });

  it('cancels an event after confirming, keeping its other details', async () => {
    const { calls } = api({ 'PUT /api/events/ev-1': { body: anEvent({ status: 'cancelled' }) } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = renderPage();

    await user.click(
      within(await screen.findByRole('article', { name: 'Wedding Photography Workshop' })).getByRole('button', {
        name: /Cancel event/,
      }),
    );
    expect(await screen.findByText('Event cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Wedding Photography Workshop',
      description: 'Lighting and posing for wedding shoots.',
      eventDate: '2030-05-10T04:30:00.000Z',
      location: 'Town Hall, Mysuru',
      category: 'workshop',
      capacity: 20,
      isActive: true,
      cancelled: true,
    });
  });

  it('lists who signed up with member id and phone, and links the CSV download', async () => {
    api({
      'GET /api/events/ev-1/attendees': {
        body: {
          event: EVENTS[0],
          attendees: [
            {
              memberId: 'm1',
              memberCode: 'PHOTO0001',
              name: 'Ravi Kumar',
              phone: '9876543210',
              email: null,
              signedUpAt: '2026-02-01T05:00:00.000Z',
            },
            {
              memberId: 'm2',
              memberCode: 'PHOTO0002',
              name: 'Asha Rao',
              phone: null,
              email: 'asha@example.in',
              signedUpAt: '2026-02-02T05:00:00.000Z',
            },
          ],
        },
      },
    });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: /Attendees \(3\)/ }));
    const dialog = await screen.findByRole('dialog');
    const ravi = (await within(dialog).findByText('Ravi Kumar')).closest('tr')!;
    expect(ravi).toHaveTextContent('PHOTO0001');
    expect(ravi).toHaveTextContent('9876543210');
    expect(within(dialog).getByText('Asha Rao').closest('tr')).toHaveTextContent('PHOTO0002');
    expect(within(dialog).getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      '/api/events/ev-1/attendees?format=csv',
    );
  });

  it('offers adding, editing, cancelling and deleting events only to the roles whose duty is the office', async () => {
    api();
    const workshop = 'Wedding Photography Workshop';
    for (const role of ['treasurer', 'viewer'] as const) {
      const view = renderAsStaff(role, <EventsPage />, { route: '/events' });
      const event = await screen.findByRole('article', { name: workshop });
      expect(within(event).getByRole('button', { name: /Attendees/ })).toBeInTheDocument();
      for (const name of [`Edit ${workshop}`, `Delete ${workshop}`, /Cancel event/]) {
        expect(within(event).queryByRole('button', { name })).toBeNull();
      }
      expect(within(card('Monsoon Exhibition')).queryByRole('button', { name: /Reopen/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Add Event/ })).toBeNull();
      view.unmount();
    }

    for (const role of ['admin', 'secretary'] as const) {
      const view = renderAsStaff(role, <EventsPage />, { route: '/events' });
      const event = await screen.findByRole('article', { name: workshop });
      for (const name of [`Edit ${workshop}`, `Delete ${workshop}`, /Cancel event/]) {
        expect(within(event).getByRole('button', { name })).toBeInTheDocument();
      }
      expect(screen.getByRole('button', { name: /Add Event/ })).toBeInTheDocument();
      view.unmount();
    }
  });
});
