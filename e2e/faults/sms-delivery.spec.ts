import assert from 'node:assert/strict';
import { startMsg91Sms } from '@portal/infra';
import { describeChannelOutage } from './channel-outage';

// SMS (MSG91's stand-in) down when a dues reminder is due: retried with backoff, sent once when MSG91 is back on the
// same port with the same authkey (issue 33).
describeChannelOutage({
  title: 'SMS delivery through a provider outage',
  channel: 'sms',
  standIn: (stack) => stack.msg91Sms!,
  restart: (was) => startMsg91Sms({ ...was.options, port: was.port }),
  phonePrefix: '87',
  isDuesReminder: (message) => assert.equal(message.templateId, 'sms-dues-reminder'),
});
