import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser } from 'playwright-core';
import { MEMBER_PASSWORD, MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { createEvent } from '../support/fixtures/content';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { projectedInPayments } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { uniqueNumber } from '../support/unique';
import { tempFiles, UI_TIMEOUT_MS } from './journey-helpers';
import { englishWordsShown, wordsOf } from './kannada-checks';

// The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
type InPage = any;

/**
 * Words people wrote that the member's pages show as written (like names): the titles, places and messages of the
 * events and notifications the admins made, here and in other test files sharing this stack.
 */
async function wordsWrittenByPeople(member: MemberSession): Promise<string[]> {
  const [events, notifications] = await Promise.all([
    member.api.get('/api/events'),
    member.api.get('/api/notifications'),
  ]);
  assert.equal(events.status, 200, events.text);
  assert.equal(notifications.status, 200, notifications.text);
  const listed = (body: unknown): Array<Record<string, unknown>> =>
    Array.isArray(body) ? body : ((body as { items?: Array<Record<string, unknown>> }).items ?? []);
  const texts = [
    ...listed(events.json).flatMap((e) => [e.title, e.location, e.description]),
    ...listed(notifications.json).flatMap((n) => [n.title, n.message]),
  ];
  return wordsOf(...texts);
}

// Issue 31's Done-when journey on a 375 px phone: a visitor switches to ಕನ್ನಡ on the landing page and registers
// (every validation message in Kannada), is approved, follows the set-up e-mail (in Kannada), signs in, sees the
// dashboard, pays ESI in the Razorpay sandbox's checkout and downloads the receipt; no page shows an English word
// outside the allow-list.
describe('a member in Kannada at 375 px', () => {
  let stack: TestStack;
  let browser: Browser;
  let sessions: MemberSessions;
  let payer: MemberSession;
  const files = tempFiles();
  const sequence = uniqueNumber();
  const applicant = {
    firstName: 'Lakshmi',
    lastName: 'Hegde',
    email: `lakshmi.hegde${sequence}@e2e.test`,
    phone: `7${String(sequence).padStart(9, '0')}`,
  };

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    sessions = await MemberSessions.open(stack);
    // An event the office wrote in English, shown as written on the dashboard (as other files' events are).
    await createEvent(sessions.admin, { title: 'Door check-in meeting', location: 'Mysuru' });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
    files.remove();
  });

  const phone = () => browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });

  it('registers a visitor who chose ಕನ್ನಡ, in Kannada, and sets the password from the Kannada e-mail', async () => {
    const context = await phone();
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    const names = [applicant.firstName, applicant.lastName];
    // The grievance officer the notice names comes from the association's settings, shown as written.
    const notice = await new ApiClient(stack.url).get('/api/privacy-notice');
    const officer = String(notice.json.grievanceOfficer?.name ?? '').match(/[A-Za-z]+/g) ?? [];

    await page.goto(`${stack.url}/`);
    await page.getByLabel('Language').first().selectOption('kn');
    await page.getByRole('link', { name: 'ಸದಸ್ಯರಾಗಿ ನೋಂದಾಯಿಸಿ' }).first().tap();
    await page.getByRole('heading', { level: 1, name: 'ಸದಸ್ಯರ ನೋಂದಣಿ' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'kn');

    // Sent empty: the form names what is missing, in Kannada.
    await page.getByRole('button', { name: 'ನೋಂದಾಯಿಸಿ', exact: true }).tap();
    await page.getByText('ಮೊದಲ ಹೆಸರಿನಲ್ಲಿ ಕನಿಷ್ಠ 2 ಅಕ್ಷರಗಳಿರಬೇಕು').first().waitFor();
    await page.getByText('ದಯವಿಟ್ಟು ಮಾನ್ಯವಾದ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ').first().waitFor();
    await page.getByText('ದಯವಿಟ್ಟು ಗೌಪ್ಯತಾ ಸೂಚನೆಯನ್ನು ಓದಿ, ಸಮ್ಮತಿಸಲು ಚೌಕವನ್ನು ಗುರುತಿಸಿ').first().waitFor();
    assert.deepEqual(
      await englishWordsShown(page, [...names, ...officer]),
      [],
      'the register form with its validation messages',
    );

    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('ಮೊದಲ ಹೆಸರು').fill(applicant.firstName);
    await field('ಕೊನೆಯ ಹೆಸರು').fill(applicant.lastName);
    await field('ಜನ್ಮ ದಿನಾಂಕ').fill('1990-03-14');
    await field('ಲಿಂಗ').selectOption({ label: 'ಮಹಿಳೆ' });
    await field('ಇಮೇಲ್').fill(applicant.email);
    await field('ಫೋನ್ ಸಂಖ್ಯೆ').fill(applicant.phone);
    await field('ವಿಳಾಸ').fill('4 Car Street, Kundapura');
    await field('ನಗರ').fill('Kundapura');
    await field('ರಾಜ್ಯ').fill('Karnataka');
    await field('ಪಿನ್‌ಕೋಡ್').fill('576201');
    await field('ಸ್ಟುಡಿಯೋ/ಛಾಯಾಗ್ರಹಣ ಸಂಸ್ಥೆಯ ಹೆಸರು').fill('Hegde Studio');
    await field('ವ್ಯವಹಾರದ ಪ್ರಕಾರ').selectOption({ label: 'ವಿವಾಹ ಛಾಯಾಗ್ರಹಣ' });
    await field('ಅನುಭವ').selectOption({ label: '6-10 ವರ್ಷಗಳು' });
    await field('ಆಧಾರ್ ಸಂಖ್ಯೆ').fill('532187650914');
    await field('ತುರ್ತು ಸಂಪರ್ಕ ವ್ಯಕ್ತಿಯ ಹೆಸರು').fill('Ganesh Hegde');
    await field('ತುರ್ತು ಸಂಪರ್ಕ ಫೋನ್ ಸಂಖ್ಯೆ').fill('9845532044');
    await field('ಸಂಬಂಧ').selectOption({ label: 'ಪತಿ/ಪತ್ನಿ' });
    await field('ಪಾಸ್‌ಪೋರ್ಟ್ ಅಳತೆಯ ಭಾವಚಿತ್ರ').setInputFiles(files.write('photo.png', tinyPng()));
    await field('ಗುರುತಿನ ಪುರಾವೆ').setInputFiles(files.write('proof.pdf', tinyPdf('ID proof of Lakshmi Hegde')));
    await page.getByRole('checkbox', { name: /ನಾನು ಈ ಗೌಪ್ಯತಾ ಸೂಚನೆಯನ್ನು ಓದಿದ್ದೇನೆ/ }).check();
    await page.getByRole('button', { name: 'ನೋಂದಾಯಿಸಿ', exact: true }).tap();

    await page.getByRole('heading', { name: 'ನೋಂದಣಿ ಯಶಸ್ವಿಯಾಗಿ ಸಲ್ಲಿಕೆಯಾಗಿದೆ!' }).waitFor();
    const memberId = (
      await page
        .locator('strong', { hasText: /^PHOTO\d{4,}$/ })
        .first()
        .innerText()
    ).trim();
    assert.match(memberId, /^PHOTO\d{4,}$/);
    assert.deepEqual(await englishWordsShown(page, [...names, memberId]), [], 'the registration success page');

    // The office approves; the approval e-mail, in the language the form was filled in, carries the set-up link.
    const admin = sessions.admin;
    const found = await admin.get(`/api/members?search=${memberId}`);
    const id: string = found.json.members[0].id;
    await sessions.accounts.projected(id, 'pending');
    const approve = await admin.post(`/api/members/${id}/approve`);
    assert.equal(approve.status, 200, approve.text);
    const mail = await stack.mailCatcher!.waitForMessage(
      (m) => m.envelope.rcptTo.includes(applicant.email) && /setup-password\?token=/.test(m.text),
      30_000,
    );
    assert.match(mail.subject, /ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ಅನುಮೋದಿಸಲಾಗಿದೆ/);
    assert.match(mail.text, /ಮೊದಲು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ/);
    const link = /https?:\/\/\S+\/setup-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
    const token = new URL(link).searchParams.get('token');

    await page.goto(`${stack.url}/setup-password?token=${token}`);
    await page.getByRole('heading', { level: 1, name: 'ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ' }).waitFor();
    await page.getByLabel('ಹೊಸ ಪಾಸ್‌ವರ್ಡ್', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByLabel('ಪಾಸ್‌ವರ್ಡ್ ಅನ್ನು ದೃಢೀಕರಿಸಿ', { exact: true }).fill(MEMBER_PASSWORD);
    // The page names her by first name and masked member id (PH•••••42).
    const masked = memberId.slice(0, 2);
    assert.deepEqual(await englishWordsShown(page, [applicant.firstName, masked]), [], 'the set-up page');
    await page.getByRole('button', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಹೊಂದಿಸಿ' }).tap();
    await page.getByRole('heading', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಯಶಸ್ವಿಯಾಗಿ ಹೊಂದಿಸಲಾಗಿದೆ' }).waitFor();
    await context.close();

    // The office puts her in ESI, which she pays below.
    const schemes = await admin.put(`/api/members/${id}`, { optedSchemes: ['esi'] });
    assert.equal(schemes.status, 200, schemes.text);
    await sessions.accounts.projected(id, 'active');
    await projectedInPayments(admin, id, 'esi', 'active');
    payer = {
      api: await sessions.login(memberId),
      member: { ...approve.json.member, id, memberId },
      password: MEMBER_PASSWORD,
    };
  });

  it('signs in, sees the dashboard, pays ESI in the checkout and downloads the receipt, all in Kannada', async () => {
    assert.ok(payer, 'the member registered above');
    const context = await phone();
    // The language chosen on an earlier visit in this browser.
    await context.addInitScript(() => (globalThis as InPage).localStorage.setItem('portal.language', 'kn'));
    const page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    const names = ['Lakshmi', 'Hegde', 'LH', payer.member.memberId];

    await page.goto(`${stack.url}/login`);
    await page.getByRole('tab', { name: 'ಸದಸ್ಯ' }).click();
    await page.getByLabel('ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ, ಇಮೇಲ್ ಅಥವಾ ಫೋನ್').fill(payer.member.memberId);
    await page.getByLabel('ಪಾಸ್‌ವರ್ಡ್', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'ಸೈನ್ ಇನ್' }).click();

    await page.getByRole('heading', { level: 1, name: 'ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'kn');
    const esi = page.locator('li[aria-label="ESI ಪಾವತಿ ಸ್ಥಿತಿ"]');
    const pay = esi.getByRole('button', { name: 'ಪಾವತಿ ಮಾಡಿ' });
    await pay.waitFor();
    await page.getByRole('heading', { name: 'ಇತ್ತೀಚಿನ ಸುದ್ದಿಗಳು' }).waitFor();
    await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
    const written = await wordsWrittenByPeople(payer);
    assert.deepEqual(await englishWordsShown(page, [...names, ...written]), [], 'the dashboard');

    await pay.tap();
    await page.getByRole('heading', { level: 1, name: 'ಪಾವತಿ ಮಾಡಿ' }).waitFor();
    const payButton = page.getByRole('button', { name: '₹200.00 ಪಾವತಿಸಿ' });
    await payButton.waitFor();
    await page.getByText('ಈ ಪಾವತಿ', { exact: false }).waitFor();
    assert.deepEqual(await englishWordsShown(page, names), [], 'Make Payment');

    await payButton.tap();
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await checkout.waitFor();
    await checkout.getByRole('radio', { name: 'UPI' }).check();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    const panel = page.locator('.paid-panel');
    await panel.getByRole('heading', { name: 'ಪಾವತಿ ಯಶಸ್ವಿಯಾಗಿದೆ' }).waitFor();
    await checkout.waitFor({ state: 'detached' });
    const receiptNumber = (await panel.locator('.paid-panel-fact').last().innerText()).trim();
    assert.match(receiptNumber, /RCPT-/);
    assert.deepEqual(await englishWordsShown(page, names), [], 'the paid panel');

    const download = page.waitForEvent('download');
    await panel.getByRole('link', { name: /ರಶೀದಿ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ/ }).tap();
    assert.match((await download).suggestedFilename(), /\.pdf$/);
    await context.close();
  });
});
