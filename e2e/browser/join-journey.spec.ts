import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser } from '@portal/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tinyPdf, tinyPng } from '../support/fixtures/files';
import { FormClient } from '../support/fixtures/multipart';
import { adminClient } from '../support/fixtures/members';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { isSamePicture } from '../support/fixtures/images';
import {
  approveWithoutFee,
  openAdminDashboard,
  openFromSidebar,
  submitRegistration,
  tempFiles,
  UI_TIMEOUT_MS,
  withSession,
} from './journey-helpers';

// Issue 4: a photographer finds the association's page, registers with all their details and files,
// is approved by an admin, receives the e-mail, sets a password through its link and signs in.
// The steps follow one applicant, so each builds on the one before.
describe('joining the association in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let visitorContext: BrowserContext;
  let visitor: Page;
  let admin: ApiClient;
  const files = tempFiles();

  const applicant = {
    firstName: 'Shreyas',
    lastName: 'Naik',
    name: 'Shreyas Naik',
    email: 'shreyas.naik@e2e.test',
    phone: '98455 10203',
    phoneDigits: '9845510203',
    password: 'Coastal-Frames-2024',
  };
  let memberId = '';
  let setupLink: URL | undefined;
  let passwordSet = false;
  let signedIn = false;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    admin = await adminClient(stack);
    visitorContext = await browser.newContext();
    visitorContext.setDefaultTimeout(UI_TIMEOUT_MS);
    visitor = await visitorContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
    files.remove();
  });

  it('lets a visitor register from the landing page with every field and both files, and shows their member id', async () => {
    const photo = tinyPng();
    const proof = tinyPdf('Aadhaar card of Shreyas Naik');
    const photoPath = files.write('passport-photo.png', photo);
    const proofPath = files.write('id-proof.pdf', proof);

    await visitor.goto(stack.url);
    await visitor.getByRole('link', { name: 'Register as Member' }).click();
    await visitor.waitForURL(`${stack.url}/register`);
    await visitor.getByRole('heading', { name: 'Member Registration' }).waitFor();

    await submitRegistration(visitor, {
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      email: applicant.email,
      phone: applicant.phone,
      dateOfBirth: '1991-08-23',
      address: '4 Car Street, Mangaluru',
      city: 'Mangaluru',
      pincode: '575001',
      studioName: 'Coastal Frames',
      experience: '6-10 years',
      aadhaar: '432187650912',
      emergencyName: 'Sahana Naik',
      emergencyPhone: '9845510204',
      photoPath,
      proofPath,
    });

    await visitor.getByRole('heading', { name: 'Registration submitted successfully!' }).waitFor();
    // Read in one go: the success view is only shown for two seconds.
    const success = (await visitor.getByRole('main').innerText()).replace(/\s+/g, ' ');
    memberId = /Your member ID is (PHOTO\d{4,})\./.exec(success)?.[1] ?? '';
    assert.match(memberId, /^PHOTO\d{4,}$/, `the member id is shown: ${success}`);
    assert.ok(success.includes(`A confirmation e-mail has been sent to ${applicant.email}.`), success);
    // Spec part 1 §2: after two seconds the page moves on to the member login.
    await visitor.waitForURL(/\/(member-)?login$/);

    const found = await admin.get(`/api/members?search=${memberId}`);
    const saved = (await admin.get(`/api/members/${found.json.members[0].id}`)).json;
    const stored = saved.member ?? saved;
    assert.equal(stored.status, 'pending');
    assert.equal(stored.phone, applicant.phoneDigits);
    assert.equal(stored.studioName, 'Coastal Frames');
    assert.equal(stored.emergencyContactRelation, 'spouse');
    const download = new FormClient(stack.url, admin);
    assert.ok(
      await isSamePicture((await download.download(stored.passportPhotoUrl)).body, photo),
      'the passport photo arrived as the same picture (re-encoded without metadata)',
    );
    assert.ok((await download.download(stored.idProofUrl)).body.equals(proof), 'the ID proof arrived intact');
  });

  it('lets the admin approve the application on Member Approvals', async () => {
    assert.ok(memberId, 'the registration step produced a member');
    const adminContext = await browser.newContext();
    adminContext.setDefaultTimeout(UI_TIMEOUT_MS);
    try {
      // Signed in with the admin's API session: this step is about the approval, and signing in on /login has
      // tests of its own (the member's sign-in is a step of this journey).
      await withSession(adminContext, stack, admin.sessionCookie!);
      const page = await adminContext.newPage();
      await openAdminDashboard(page, stack);
      await openFromSidebar(page, 'Member Approvals');
      const application = page.getByRole('article', { name: applicant.name, exact: true });
      await application.getByText(memberId).waitFor();
      // The approve dialog asks what became of the joining fee (issue 26): this journey takes none.
      await approveWithoutFee(page, application, applicant.name);
      await application.waitFor({ state: 'detached' });
    } finally {
      await adminContext.close();
    }
  });

  it('e-mails the approved member a set-up link to the portal', async () => {
    const mail = await stack.mailCatcher!.waitForMessage(
      (m) => m.to.some((to) => to.address === applicant.email) && /approved/i.test(m.subject),
      30_000,
    );
    assert.match(mail.text, new RegExp(memberId), 'the e-mail names the member id');
    const link = /https?:\/\/\S+\/setup-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    assert.ok(link, `a set-up link in the text body:\n${mail.text}`);
    setupLink = new URL(link);
    // Links are built from PUBLIC_URL (http://localhost:<port> in test stacks), never from a request's Host.
    assert.equal(setupLink.origin, `http://localhost:${new URL(stack.url).port}`);
  });

  it("opens the e-mail's link on /setup-password and sets the member's first password", async () => {
    assert.ok(setupLink, 'the approval e-mail carried a link');
    // The same portal as the link's localhost, reached at the stack's address.
    await visitor.goto(`${stack.url}${setupLink.pathname}${setupLink.search}`);
    await visitor.getByRole('heading', { name: 'Set Up Password' }).waitFor();
    // The link names the member: the page says whom it is for instead of asking for the member id.
    const greeting = await visitor.getByText('Setting the password for').innerText();
    assert.match(
      greeting,
      new RegExp(`${applicant.firstName} \\(member ID ${memberId.slice(0, 2)}•+${memberId.slice(-2)}\\)`),
    );
    assert.equal(await visitor.getByLabel('Member ID, Email or Phone').count(), 0);
    await visitor.getByLabel('New Password').fill(applicant.password);
    await visitor.getByLabel('Confirm Password').fill(applicant.password);
    await visitor.getByRole('button', { name: 'Set Password' }).click();
    await visitor.getByRole('heading', { name: 'Password Set Successfully' }).waitFor();
    await visitor.waitForURL(`${stack.url}/login`);
    passwordSet = true;
  });

  it('signs the member in on the Member tab with their phone number and shows their dashboard', async () => {
    assert.ok(passwordSet, 'the member has set a password');
    await visitor.getByRole('tab', { name: 'Member', exact: true }).click();
    await visitor.getByLabel('Member ID, Email or Phone').fill(applicant.phone);
    await visitor.getByLabel('Password').fill(applicant.password);
    await visitor.getByRole('button', { name: 'Sign In' }).click();

    await visitor.waitForURL(`${stack.url}/member-dashboard`);
    await visitor.getByRole('heading', { name: 'Member Dashboard' }).waitFor();
    await visitor.getByText(`Welcome, ${applicant.firstName}!`).waitFor();
    const profile = visitor.locator('.ant-card').filter({ has: visitor.getByRole('heading', { name: 'My Profile' }) });
    const profileText = await profile.innerText();
    assert.match(profileText, new RegExp(applicant.name));
    assert.match(profileText, new RegExp(memberId));
    assert.match(profileText, new RegExp(applicant.phoneDigits));
    signedIn = true;
  });

  it('logs the member out to the landing page and ends the session', async () => {
    assert.ok(signedIn, 'the member is signed in');
    await visitor.getByRole('button', { name: 'Logout' }).click();
    await visitor.waitForURL(`${stack.url}/`);
    await visitor.getByRole('heading', { name: 'Join Our Community' }).waitFor();
    const user = await visitor.request.get(`${stack.url}/api/auth/user`);
    assert.equal((await user.text()).trim(), '', 'no one is signed in any more');
  });

  it("shows 'Registration Closed' and the admin's message on the landing page while registration is closed", async () => {
    const message = 'Applications reopen in January';
    // Other files on the shared stack register members: registration opens again afterwards.
    const { isRegistrationEnabled, registrationStartDate, registrationEndDate, registrationMessage } = (
      await admin.get('/api/registration/settings')
    ).json;
    const closed = await admin.request('PUT', '/api/registration/settings', {
      isRegistrationEnabled: false,
      registrationStartDate: '2027-01-01T00:00:00.000+05:30',
      registrationEndDate: '2027-01-31T23:59:59.999+05:30',
      registrationMessage: message,
    });
    assert.equal(closed.status, 200, closed.text);

    const page = await browser.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    try {
      await page.goto(stack.url);
      const button = page.getByRole('button', { name: 'Registration Closed' });
      await button.waitFor();
      assert.equal(await button.isDisabled(), true, 'the closed button cannot be used');
      assert.equal(await page.getByRole('link', { name: 'Register as Member' }).count(), 0);
      const banner = page.getByRole('alert').filter({ hasText: message });
      await banner.waitFor();
      assert.match(await banner.innerText(), /Registration period: 01\/01\/2027 to 31\/01\/2027/);
      assert.match((await banner.getAttribute('class')) ?? '', /ant-alert-warning/, 'the banner is the amber warning');
    } finally {
      await page.close();
      const reopened = await admin.request('PUT', '/api/registration/settings', {
        isRegistrationEnabled,
        registrationStartDate,
        registrationEndDate,
        registrationMessage,
      });
      assert.equal(reopened.status, 200, reopened.text);
    }
  });
});
