import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MemberAccounts } from '../api/member-auth.fixtures';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { uniqueNumber } from '../support/unique';
import { loginAsMember, submitRegistration, tempFiles, UI_TIMEOUT_MS, withSession } from './journey-helpers';

// Issue 32: a visitor registers after accepting the privacy notice, downloads a copy of their data, asks for a
// correction, asks for erasure; the office completes it and the member can no longer sign in.
describe('a member exercising their data rights in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let accounts: MemberAccounts;
  let memberContext: BrowserContext;
  let member: Page;
  const files = tempFiles();
  const password = 'Konkan-Light-2025';
  // Fresh contact details: other files on this worker's stack register people too.
  const sequence = uniqueNumber();
  const applicant = {
    firstName: 'Anvita',
    lastName: 'Shenoy',
    email: `anvita.shenoy${sequence}@e2e.test`,
    phone: `6${String(sequence).padStart(9, '0')}`,
  };
  let memberId = '';
  let memberUuid = '';

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    accounts = await MemberAccounts.open(stack);
    memberContext = await browser.newContext({ acceptDownloads: true });
    memberContext.setDefaultTimeout(UI_TIMEOUT_MS);
    member = await memberContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
    files.remove();
  });

  it('registers a visitor who accepts the privacy notice; the admin approves; the member sets a password', async () => {
    await member.goto(`${stack.url}/register`);
    await member.getByRole('heading', { name: 'Member Registration' }).waitFor();
    await submitRegistration(member, {
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      email: applicant.email,
      phone: applicant.phone,
      dateOfBirth: '1993-02-11',
      address: '12 Temple Road, Udupi',
      city: 'Udupi',
      pincode: '576101',
      studioName: 'Shenoy Studio',
      experience: '6-10 years',
      aadhaar: '532187650913',
      emergencyName: 'Ravi Shenoy',
      emergencyPhone: '9845532033',
      photoPath: files.write('photo.png', tinyPng()),
      proofPath: files.write('proof.pdf', tinyPdf('ID proof of Anvita Shenoy')),
    });
    await member.getByRole('heading', { name: 'Registration submitted successfully!' }).waitFor();
    const success = (await member.getByRole('main').innerText()).replace(/\s+/g, ' ');
    memberId = /Your member ID is (PHOTO\d{4,})\./.exec(success)?.[1] ?? '';
    assert.match(memberId, /^PHOTO\d{4,}$/, success);

    const admin = accounts.admin;
    const found = await admin.get(`/api/members?search=${memberId}`);
    memberUuid = found.json.members[0].id;
    await accounts.projected(memberUuid, 'pending');
    const approve = await admin.post(`/api/members/${memberUuid}/approve`);
    assert.equal(approve.status, 200, approve.text);
    const token = await accounts.linkToken(applicant.email, '/setup-password');
    const setup = await new ApiClient(stack.url).post('/api/auth/setup-password', {
      loginId: memberId,
      newPassword: password,
      token,
    });
    assert.equal(setup.status, 200, setup.text);
    await accounts.projected(memberUuid, 'active');
  });

  it('lets the member download a copy of their data from Profile Settings', async () => {
    await loginAsMember(member, stack, memberId, password);
    await member.goto(`${stack.url}/profile-settings`);
    await member.getByRole('button', { name: 'Download a copy of my data' }).click();
    const link = member.getByRole('link', { name: 'Download my copy' });
    await link.waitFor({ timeout: 90_000 });
    const [download] = await Promise.all([member.waitForEvent('download'), link.click()]);
    assert.match(download.suggestedFilename(), /\.zip$/);
    const path = await download.path();
    assert.ok(path, 'the copy was saved');
  });

  it('lets the member ask for a correction of their date of birth', async () => {
    await member.getByRole('button', { name: 'Ask for a correction of your date of birth' }).click();
    const dialog = member.getByRole('dialog', { name: 'Ask for a correction' });
    await dialog.getByLabel('The correct value').fill('1993-02-12');
    await dialog.getByRole('button', { name: 'Send to the office' }).click();
    await member.getByText('Correction requested').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('lets the member ask for erasure after ticking that they understand', async () => {
    await member.getByRole('button', { name: 'Ask for Erasure' }).click();
    const dialog = member.getByRole('dialog', { name: 'Ask for Erasure of Your Data' });
    await dialog.getByRole('checkbox', { name: /I understand that my membership ends/ }).check();
    await dialog.getByRole('button', { name: 'Ask for Erasure' }).click();
    await member.getByText('You asked for erasure').waitFor();
  });

  it("lets the admin complete the erasure on the member's page, which shows done once every service confirmed", async () => {
    const adminContext = await browser.newContext();
    adminContext.setDefaultTimeout(UI_TIMEOUT_MS);
    try {
      // Signed in with the fixtures' admin session: this step is about the erasure, not the /login form.
      await withSession(adminContext, stack, accounts.admin.sessionCookie!);
      const page = await adminContext.newPage();
      await page.goto(`${stack.url}/members/${memberUuid}`);
      const card = page.locator('.detail-card', { has: page.getByText('Erasure Requests', { exact: true }) });
      await card.getByRole('button', { name: 'Complete Erasure' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Erase the member' }).click();
      await card.getByText('Erased', { exact: true }).waitFor({ timeout: 60_000 });
      const summary = await card.getByText(/services confirmed/).innerText();
      const [, got, of] = /(\d+) of (\d+) services confirmed/.exec(summary) ?? [];
      assert.ok(got && got === of, summary);
    } finally {
      await adminContext.close();
    }
  });

  it('no longer lets the member sign in', async () => {
    const page = await memberContext.newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByRole('tab', { name: 'Member' }).click();
    await page.getByLabel('Member ID, Email or Phone').fill(memberId);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The same credentials signed in before the erasure (the step above); now the login page refuses them.
    const refusal = await page.getByRole('alert').first().innerText();
    assert.match(refusal, /invalid|incorrect|not|could/i, refusal);
    assert.match(page.url(), /\/login$/);
    assert.equal(await page.getByRole('heading', { name: 'Member Dashboard' }).count(), 0);
  });
});
