import { signWhatsAppWebhook } from '@portal/infra';
import { eventually } from '../../support/fixtures/payments';
import { ApiClient } from '../../support/http-client';
import type { AuditSweep, SweptMember } from './audit-sweep.fixtures';

/** Notifications, message channels and their webhooks, settings, the contact form, signing out (office and member). */
export async function driveMessagesAndSignOut(
  sweep: AuditSweep,
  { ravi, raviSession }: SweptMember,
  sweeper: ApiClient,
): Promise<void> {
  const { stack, office, officeId, anonymous, drive, admin, member, visitor } = sweep;
  await drive('POST /api/notifications', admin(officeId), () =>
    office.post('/api/notifications', {
      title: 'Annual meeting',
      message: 'The annual meeting is on Sunday at 10 am.',
      type: 'general',
      targetAudience: 'all',
    }),
  );
  const notice = await eventually(async () => {
    const list = (await raviSession.get('/api/notifications')).json as Array<{ id: string; message: string }>;
    return list.find((n) => n.message.startsWith('The annual meeting'));
  }, 'the notice in the member portal');
  await drive('POST /api/notifications/{id}/read', member(ravi.id), () =>
    raviSession.post(`/api/notifications/${notice.id}/read`),
  );
  await drive('POST /api/notifications/read-all', admin(officeId), () => office.post('/api/notifications/read-all'));
  // Issue 33: a member opts in to WhatsApp (the consent's record), and the provider's signed webhook.
  await drive('PUT /api/message-channels', member(ravi.id), () =>
    raviSession.put('/api/message-channels', { channel: 'whatsapp', enabled: true, phone: '98450 12345' }),
  );
  const whatsAppStatus = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [] } }] }],
  });
  await drive('POST /api/whatsapp/webhook', visitor, async () => {
    const res = await fetch(`${stack.url}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWhatsAppWebhook(whatsAppStatus, stack.whatsAppCloud!.options.appSecret),
      },
      body: whatsAppStatus,
    });
    return { status: res.status, text: await res.text(), headers: res.headers };
  });
  // MSG91's delivery report, with the token its webhook URL carries (MSG91 does not sign).
  await drive('POST /api/sms/webhook', visitor, async () => {
    const hook = new URL(stack.msg91Sms!.options.webhookUrl!);
    const res = await fetch(`${stack.url}/api/sms/webhook${hook.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: 'none', number: '919845012345', status: '1', desc: 'DELIVERED' }),
    });
    return { status: res.status, text: await res.text(), headers: res.headers };
  });
  const settings = (await office.get('/api/registration/settings')).json;
  await drive('PUT /api/registration/settings', admin(officeId), () =>
    office.put('/api/registration/settings', { ...settings, isRegistrationEnabled: !settings.isRegistrationEnabled }),
  );
  await drive('POST /api/contact', visitor, () =>
    anonymous().post('/api/contact', {
      name: 'Meera Iyer',
      email: `meera.${stack.runId}@visitor.test`,
      subject: 'Joining as a wedding photographer',
      message: 'How do I join the Kutumba Barosa scheme?',
    }),
  );
  await drive('POST /api/auth/logout', admin(officeId), () => sweeper.post('/api/auth/logout'));
  await drive('GET /api/logout', member(ravi.id), async () => {
    const res = await fetch(`${stack.url}/api/logout`, {
      headers: { cookie: raviSession.sessionCookie!, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    return { status: res.status, text: await res.text(), headers: res.headers };
  });
}
