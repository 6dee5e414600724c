import { useState } from 'react';
import { Alert, Button, Card, Divider, Input, Space, Switch, Typography } from 'antd';
import { MessageOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import type { Member } from '../../api/members';
import {
  type MessageChannel,
  useChooseMessageChannelMutation,
  useMessageChannelsQuery,
} from '../../api/message-channels';
import { useToast } from '../../components/use-toast';
import { formatDate } from '../../lib/format';

/** How each channel is named on the card. */
const WORDS = {
  whatsapp: {
    name: 'WhatsApp',
    number: 'WhatsApp number',
    toggle: 'Send me messages on WhatsApp',
    on: 'WhatsApp Messages On',
    onText: 'Reminders, approvals and receipts will also come to you on WhatsApp.',
    off: 'WhatsApp Messages Off',
    offText: 'We will not send you WhatsApp messages.',
    stopped: 'You replied STOP on WhatsApp on',
  },
  sms: {
    name: 'SMS',
    number: 'SMS number',
    toggle: 'Send me messages by SMS',
    on: 'SMS On',
    onText: 'Reminders, approvals and receipts will also come to you by SMS.',
    off: 'SMS Off',
    offText: 'We will not send you SMS.',
    stopped: 'You sent STOP by SMS on',
  },
} as const;

/**
 * Issue 33: messages on the channels members read. The member chooses WhatsApp and SMS, each on its own, for dues
 * and renewal reminders, approvals and receipts (besides e-mail and the portal): turning one on with their number
 * records their consent with its time; turning it off stops messages there at once. A "STOP" reply turns it off
 * too, which the card says. Shows the channels the association offers; nothing when it offers none.
 */
export function MessageChannelsCard({ member }: { member: Member }) {
  const { data, isPending } = useMessageChannelsQuery();
  const channels = data?.channels ?? [];
  if (isPending || channels.length === 0) return null;
  const names = channels.map((c) => WORDS[c.channel].name);

  return (
    <Card
      title={
        <span>
          {channels.some((c) => c.channel === 'whatsapp') ? <WhatsAppOutlined /> : <MessageOutlined />} Messages on{' '}
          {names.join(' and ')}
        </span>
      }
      className="profile-card message-channels-card"
    >
      <Typography.Paragraph className="muted small">
        Get dues and renewal reminders (with a link to pay without signing in), approvals and receipts on{' '}
        {names.join(' or by ')} as well as by e-mail. Each is your choice: turn it off at any time, or reply STOP to any
        of our messages.
      </Typography.Paragraph>
      {channels.map((channel, i) => (
        <div key={channel.channel}>
          {i > 0 ? <Divider /> : null}
          <ChannelChoice channel={channel} member={member} />
        </div>
      ))}
    </Card>
  );
}

function ChannelChoice({ channel, member }: { channel: MessageChannel; member: Member }) {
  const choose = useChooseMessageChannelMutation();
  const toast = useToast();
  const words = WORDS[channel.channel];
  // What the member typed, until saved; otherwise the number on file for this channel, or their registered mobile.
  const [draft, setDraft] = useState<string | null>(null);
  const phone = draft ?? (channel.phone ? channel.phone.replace(/^91(?=\d{10}$)/, '') : (member.phone ?? ''));
  const inputId = `${channel.channel}-phone`;

  const save = async (enabled: boolean) => {
    try {
      await choose.mutateAsync({ channel: channel.channel, enabled, ...(enabled ? { phone } : {}) });
      setDraft(null);
      toast.success(enabled ? words.on : words.off, enabled ? words.onText : words.offText);
    } catch (err) {
      toast.error('Could not save your choice', parseApiError(err).message);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <label htmlFor={inputId}>{words.number}</label>
      <Input
        id={inputId}
        addonBefore="+91"
        inputMode="tel"
        maxLength={14}
        value={phone}
        onChange={(e) => setDraft(e.target.value)}
        aria-label={words.number}
      />
      <Space>
        <Switch
          checked={channel.enabled}
          loading={choose.isPending}
          onChange={(on) => void save(on)}
          aria-label={words.toggle}
        />
        <span>{words.toggle}</span>
        {channel.enabled &&
        channel.phone !== null &&
        phone.replace(/\D/g, '').slice(-10) !== channel.phone.slice(-10) ? (
          <Button size="small" onClick={() => void save(true)} loading={choose.isPending}>
            Use this number
          </Button>
        ) : null}
      </Space>
      {channel.enabled && channel.optedInAt ? (
        <Typography.Text className="muted small">You agreed on {formatDate(channel.optedInAt)}.</Typography.Text>
      ) : null}
      {!channel.enabled && channel.optOutSource === 'stop_reply' && channel.optedOutAt ? (
        <Alert
          type="info"
          showIcon
          title={`${words.stopped} ${formatDate(channel.optedOutAt)}`}
          description={`We stopped ${words.name} messages. Turn them on again here if you want them back.`}
        />
      ) : null}
    </Space>
  );
}
