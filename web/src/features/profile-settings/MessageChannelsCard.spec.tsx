import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageChannel } from '../../api/message-channels';
import { stubFetch } from '../../test/fetch-stub';
import { aMember } from '../../test/member-fixtures';
import { renderWithProviders } from '../../test/render';
import { MessageChannelsCard } from './MessageChannelsCard';

// antd renders slowly on the shared 2-core machine; give findBy/waitFor more room than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const me = aMember({ id: 'm7', firstName: 'Ravi', lastName: 'Kumar', phone: '9845012345' });
const off: MessageChannel = {
  channel: 'whatsapp',
  enabled: false,
  phone: null,
  optedInAt: null,
  optedOutAt: null,
  optOutSource: null,
};

describe('MessageChannelsCard (Profile Settings: WhatsApp messages, issue 33)', () => {
  it('turns WhatsApp on with the number shown (consent with its day) and off again', async () => {
    let channel = off;
    const { calls } = stubFetch({
      'GET /api/message-channels': () => ({ body: { channels: [channel] } }),
      'PUT /api/message-channels': (request: { body?: unknown }) => {
        const input = (typeof request.body === 'string' ? JSON.parse(request.body) : request.body) as {
          enabled: boolean;
          phone?: string;
        };
        channel = input.enabled
          ? { ...channel, enabled: true, phone: `91${input.phone}`, optedInAt: '2026-11-28T07:00:00.000Z' }
          : { ...channel, enabled: false, optedOutAt: '2026-11-29T07:00:00.000Z', optOutSource: 'member' };
        return { body: { channels: [channel] } };
      },
    });
    renderWithProviders(<MessageChannelsCard member={me} />);
    const number = await screen.findByRole('textbox', { name: 'WhatsApp number' });
    expect(number).toHaveValue('9845012345');
    const toggle = screen.getByRole('switch', { name: 'Send me messages on WhatsApp' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('You agreed on 28/11/2026.')).toBeInTheDocument();
    const puts = () => calls.filter((c) => c.method === 'PUT' && c.path === '/api/message-channels');
    await waitFor(() => expect(puts()).toHaveLength(1));
    await userEvent.click(screen.getByRole('switch', { name: 'Send me messages on WhatsApp' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Send me messages on WhatsApp' })).not.toBeChecked());
    expect(puts()).toHaveLength(2);
  });

  it('says when a STOP reply turned WhatsApp off', async () => {
    stubFetch({
      'GET /api/message-channels': {
        body: {
          channels: [
            {
              ...off,
              phone: '919845012345',
              optedInAt: '2026-11-01T07:00:00.000Z',
              optedOutAt: '2026-11-20T07:00:00.000Z',
              optOutSource: 'stop_reply',
            },
          ],
        },
      },
    });
    renderWithProviders(<MessageChannelsCard member={me} />);
    expect(await screen.findByText('You replied STOP on WhatsApp on 20/11/2026')).toBeInTheDocument();
  });

  it('offers SMS beside WhatsApp, each chosen on its own: turning SMS on sends only the SMS choice', async () => {
    let channels: MessageChannel[] = [off, { ...off, channel: 'sms' }];
    const { calls } = stubFetch({
      'GET /api/message-channels': () => ({ body: { channels } }),
      'PUT /api/message-channels': (request: { body?: unknown }) => {
        const input = (typeof request.body === 'string' ? JSON.parse(request.body) : request.body) as {
          channel: string;
          enabled: boolean;
          phone?: string;
        };
        channels = channels.map((c) =>
          c.channel === input.channel
            ? { ...c, enabled: input.enabled, phone: `91${input.phone}`, optedInAt: '2026-11-28T07:00:00.000Z' }
            : c,
        );
        return { body: { channels } };
      },
    });
    renderWithProviders(<MessageChannelsCard member={me} />);
    expect(await screen.findByText('Messages on WhatsApp and SMS')).toBeInTheDocument();
    const smsNumber = screen.getByRole('textbox', { name: 'SMS number' });
    await userEvent.clear(smsNumber);
    await userEvent.type(smsNumber, '9900011122');
    await userEvent.click(screen.getByRole('switch', { name: 'Send me messages by SMS' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Send me messages by SMS' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Send me messages on WhatsApp' })).not.toBeChecked();
    const puts = calls.filter((c) => c.method === 'PUT' && c.path === '/api/message-channels');
    expect(puts).toHaveLength(1);
    const sent = typeof puts[0].body === 'string' ? JSON.parse(puts[0].body) : puts[0].body;
    expect(sent).toEqual({ channel: 'sms', enabled: true, phone: '9900011122' });
  });

  it('says when a STOP SMS turned SMS off, and shows nothing when no channel is offered', async () => {
    stubFetch({
      'GET /api/message-channels': {
        body: {
          channels: [
            {
              ...off,
              channel: 'sms',
              phone: '919845012345',
              optedInAt: '2026-11-01T07:00:00.000Z',
              optedOutAt: '2026-11-21T07:00:00.000Z',
              optOutSource: 'stop_reply',
            },
          ],
        },
      },
    });
    const { unmount } = renderWithProviders(<MessageChannelsCard member={me} />);
    expect(await screen.findByText('You sent STOP by SMS on 21/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Messages on SMS')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Send me messages on WhatsApp' })).not.toBeInTheDocument();
    unmount();

    const { calls } = stubFetch({ 'GET /api/message-channels': { body: { channels: [] } } });
    renderWithProviders(<MessageChannelsCard member={me} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/message-channels')).toBe(true));
    expect(screen.queryByText(/Messages on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
