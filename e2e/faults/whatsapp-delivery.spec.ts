import assert from 'node:assert/strict';
import { startWhatsAppCloud } from '@portal/infra';
import { describeChannelOutage } from './channel-outage';

// WhatsApp (the Cloud API's stand-in) down when a dues reminder is due: retried with backoff, sent once (issue 33).
describeChannelOutage({
  title: 'WhatsApp delivery through a provider outage',
  channel: 'whatsapp',
  standIn: (stack) => stack.whatsAppCloud!,
  restart: (was) => startWhatsAppCloud({ ...was.options, port: was.port }),
  phonePrefix: '98',
  isDuesReminder: (message) => assert.equal(message.template, 'dues_reminder'),
});
