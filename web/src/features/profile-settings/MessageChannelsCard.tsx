import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Switch, Typography } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import type { Member } from '../../api/members';
import { useChooseMessageChannelMutation, useMessageChannelsQuery } from '../../api/message-channels';
import { useToast } from '../../components/use-toast';
import { formatDate } from '../../lib/format';

/**
 * Issue 33: messages on the channels members read. The member chooses WhatsApp for dues and renewal reminders,
 * approvals and receipts (besides e-mail and the portal): turning it on with their number records their consent
 * with its time; turning it off stops messages at once. A "STOP" reply on WhatsApp turns it off too, which the card
 * says. Shown only when the association offers a channel.
 */
export function MessageChannelsCard({ member }: { member: Member }) {
  const { data, isPending } = useMessageChannelsQuery();
  const choose = useChooseMessageChannelMutation();
  const toast = useToast();
  const whatsApp = data?.channels.find((c) => c.channel === 'whatsapp');
  // What the member typed, until saved; otherwise the number on file for WhatsApp, or their registered mobile.
  const [draft, setDraft] = useState<string | null>(null);
  const phone = draft ?? (whatsApp?.phone ? whatsApp.phone.replace(/^91(?=\d{10}$)/, '') : (member.phone ?? ''));

  if (isPending || !whatsApp) return null;

  const save = async (enabled: boolean) => {
    try {
      await choose.mutateAsync({ channel: 'whatsapp', enabled, ...(enabled ? { phone } : {}) });
      setDraft(null);
      toast.success(
        enabled ? 'WhatsApp Messages On' : 'WhatsApp Messages Off',
        enabled
          ? 'Reminders, approvals and receipts will also come to you on WhatsApp.'
          : 'We will not send you WhatsApp messages.',
      );
    } catch (err) {
      toast.error('Could not save your choice', parseApiError(err).message);
    }
  };

  return (
    <Card
      title={
        <span>
          <WhatsAppOutlined /> Messages on WhatsApp
        </span>
      }
      className="profile-card message-channels-card"
    >
      <Typography.Paragraph className="muted small">
        Get dues and renewal reminders (with a link to pay without signing in), approvals and receipts on WhatsApp as
        well as by e-mail. You can turn this off at any time, or reply STOP to any of our messages.
      </Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor="whatsapp-phone">WhatsApp number</label>
        <Input
          id="whatsapp-phone"
          addonBefore="+91"
          inputMode="tel"
          maxLength={14}
          value={phone}
          onChange={(e) => setDraft(e.target.value)}
          aria-label="WhatsApp number"
        />
        <Space>
          <Switch
            checked={whatsApp.enabled}
            loading={choose.isPending}
            onChange={(on) => void save(on)}
            aria-label="Send me messages on WhatsApp"
          />
          <span>Send me messages on WhatsApp</span>
          {whatsApp.enabled &&
          whatsApp.phone !== null &&
          phone.replace(/\D/g, '').slice(-10) !== whatsApp.phone.slice(-10) ? (
            <Button size="small" onClick={() => void save(true)} loading={choose.isPending}>
              Use this number
            </Button>
          ) : null}
        </Space>
        {whatsApp.enabled && whatsApp.optedInAt ? (
          <Typography.Text className="muted small">You agreed on {formatDate(whatsApp.optedInAt)}.</Typography.Text>
        ) : null}
        {!whatsApp.enabled && whatsApp.optOutSource === 'stop_reply' && whatsApp.optedOutAt ? (
          <Alert
            type="info"
            showIcon
            title={`You replied STOP on WhatsApp on ${formatDate(whatsApp.optedOutAt)}`}
            description="We stopped WhatsApp messages. Turn them on again here if you want them back."
          />
        ) : null}
      </Space>
    </Card>
  );
}
