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
import { useDataRightsTexts } from '../../i18n/data-rights';
import { formatDate } from '../../lib/format';

/**
 * Issue 33: messages on the channels members read. The member chooses WhatsApp and SMS, each on its own, for dues
 * and renewal reminders, approvals and receipts (besides e-mail and the portal): turning one on with their number
 * records their consent with its time; turning it off stops messages there at once. A "STOP" reply turns it off
 * too, which the card says. Shows the channels the association offers; nothing when it offers none.
 */
export function MessageChannelsCard({ member }: { member: Member }) {
  const { data, isPending } = useMessageChannelsQuery();
  const t = useDataRightsTexts();
  const channels = data?.channels ?? [];
  if (isPending || channels.length === 0) return null;
  const names = channels.map((c) => t(`channels.${c.channel}.name`));

  return (
    <Card
      title={
        <span>
          {channels.some((c) => c.channel === 'whatsapp') ? <WhatsAppOutlined /> : <MessageOutlined />}{' '}
          {t('channels.title', { names: names.join(t('channels.and')) })}
        </span>
      }
      className="profile-card message-channels-card"
    >
      <Typography.Paragraph className="muted small">
        {t('channels.intro', { names: names.join(t('channels.or')) })}
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
  const t = useDataRightsTexts();
  const words = (key: 'name' | 'number' | 'toggle' | 'on' | 'onText' | 'off' | 'offText') =>
    t(`channels.${channel.channel}.${key}`);
  // What the member typed, until saved; otherwise the number on file for this channel, or their registered mobile.
  const [draft, setDraft] = useState<string | null>(null);
  const phone = draft ?? (channel.phone ? channel.phone.replace(/^91(?=\d{10}$)/, '') : (member.phone ?? ''));
  const inputId = `${channel.channel}-phone`;

  const save = async (enabled: boolean) => {
    try {
      await choose.mutateAsync({ channel: channel.channel, enabled, ...(enabled ? { phone } : {}) });
      setDraft(null);
      toast.success(enabled ? words('on') : words('off'), enabled ? words('onText') : words('offText'));
    } catch (err) {
      toast.error(t('channels.saveFailed'), parseApiError(err).message);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <label htmlFor={inputId}>{words('number')}</label>
      <Input
        id={inputId}
        addonBefore="+91"
        inputMode="tel"
        maxLength={14}
        value={phone}
        onChange={(e) => setDraft(e.target.value)}
        aria-label={words('number')}
      />
      <Space>
        <Switch
          checked={channel.enabled}
          loading={choose.isPending}
          onChange={(on) => void save(on)}
          aria-label={words('toggle')}
        />
        <span>{words('toggle')}</span>
        {channel.enabled &&
        channel.phone !== null &&
        phone.replace(/\D/g, '').slice(-10) !== channel.phone.slice(-10) ? (
          <Button size="small" onClick={() => void save(true)} loading={choose.isPending}>
            {t('channels.useNumber')}
          </Button>
        ) : null}
      </Space>
      {channel.enabled && channel.optedInAt ? (
        <Typography.Text className="muted small">
          {t('channels.agreedOn', { date: formatDate(channel.optedInAt) })}
        </Typography.Text>
      ) : null}
      {!channel.enabled && channel.optOutSource === 'stop_reply' && channel.optedOutAt ? (
        <Alert
          type="info"
          showIcon
          title={t(`channels.${channel.channel}.stopped`, { date: formatDate(channel.optedOutAt) })}
          description={t('channels.stoppedText', { name: words('name') })}
        />
      ) : null}
    </Space>
  );
}
