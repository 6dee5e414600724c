import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { launchBrowser, waitFor } from '@portal/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { ApiClient } from '../support/http-client';
import { adminClient, createMember } from '../support/fixtures/members';
import { sharedTestStack, TestStack } from '../support/test-stack';
import {
  approveWithoutFee,
  chooseOption,
  openAdminDashboard,
  openFromSidebar,
  tempFiles,
  todayInIndia,
  UI_TIMEOUT_MS,
  withSession,
} from './journey-helpers';

// Issue 3: an admin runs the member register from the browser. The steps build on each other,
// like a working session: the member added first is the one edited next.
describe('the member register in the browser', () => {
  let stack: TestStack;
  let browser: Browser;
  let page: Page;
  let admin: ApiClient;
  const files = tempFiles();

  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedTestStack(), launchBrowser()]);
    admin = await adminClient(stack);
    // The page starts with the session of the admin's API sign-in: signing in on /login has tests of its own.
    const context = await browser.newContext();
    await withSession(context, stack, admin.sessionCookie!);
    page = await context.newPage();
    page.setDefaultTimeout(UI_TIMEOUT_MS);
    await openAdminDashboard(page, stack);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.teardown();
    files.remove();
  });

  const memberRow = (name: string) => page.getByRole('row').filter({ hasText: name });
  const card = (name: string) => page.getByRole('article', { name, exact: true });
  const count = (status: string) => page.getByTestId(`count-${status}`);

  /** Waits until the element shows exactly this text (e.g. a count after the lists refreshed). */
  async function waitForExactText(locator: Locator, text: string): Promise<void> {
    await locator.filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
  }

  it('adds a member through the Add Member dialog with the announced next id and lists them', async () => {
    await openFromSidebar(page, 'Members');
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Member' });
    const idField = dialog.getByLabel('Membership ID');
    await dialog.getByPlaceholder(/^PHOTO\d{4,} \(auto-generated\)$/).waitFor();
    const announcedId = (await idField.getAttribute('placeholder'))!.replace(' (auto-generated)', '');

    await dialog.getByLabel('First Name').fill('Meera');
    await dialog.getByLabel('Last Name').fill('Kulkarni');
    await dialog.getByLabel('Email').fill('meera.kulkarni@e2e.test');
    await dialog.getByLabel('Phone').fill('99000 11122');
    await chooseOption(page, dialog.getByLabel('Status'), 'Active');
    await dialog.getByRole('button', { name: 'Create Member' }).click();

    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Member Created', { exact: true }).waitFor();
    const row = memberRow('Meera Kulkarni');
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    assert.ok(cells.includes(announcedId), `the new row carries the announced id ${announcedId}: ${cells.join(' | ')}`);
    assert.ok(cells.includes('9900011122'), `the phone is shown as 10 digits: ${cells.join(' | ')}`);
    assert.ok(cells.includes('Active'), `the chosen status is shown: ${cells.join(' | ')}`);
  });

  it('saves a changed last name from the Edit dialog and shows it in the list', async () => {
    await memberRow('Meera Kulkarni').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Member' });
    const lastName = dialog.getByLabel('Last Name');
    assert.equal(await lastName.inputValue(), 'Kulkarni', 'the dialog opens with the saved values');
    await lastName.fill('Deshpande');
    await dialog.getByRole('button', { name: 'Update Member' }).click();

    await dialog.waitFor({ state: 'hidden' });
    await memberRow('Meera Deshpande').waitFor();
    await memberRow('Meera Kulkarni').waitFor({ state: 'detached' });

    const saved = await admin.get('/api/members?search=meera.kulkarni');
    assert.equal(saved.json.members[0].lastName, 'Deshpande', 'the change reached the register');
  });

  it('imports a CSV, names the bad row by its spreadsheet number and error, and lists the good rows', async () => {
    const csv = files.write(
      'members.csv',
      [
        'firstName,lastName,phone,email,status',
        'Ramesh,Hegde,9811100001,ramesh.hegde@e2e.test,active',
        'Sunita,Rao,,sunita.rao@e2e.test,active',
        'Kiran,Kamath,9811100003,,pending',
      ].join('\r\n') + '\r\n',
    );
    await page.getByRole('button', { name: 'Import Members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Members' });
    await dialog.getByLabel('CSV file').setInputFiles(csv);
    await dialog.getByText('members.csv').waitFor();
    await dialog.getByRole('button', { name: 'Import CSV' }).click();

    await dialog.getByRole('button', { name: 'Import Another File' }).waitFor();
    await page.getByText('Imported 2 members, 1 failed').waitFor();
    assert.equal(await dialog.locator('.import-count.tone-green').innerText().then(oneLine), '2 Imported');
    assert.equal(await dialog.locator('.import-count.tone-red').innerText().then(oneLine), '1 Failed');
    const errorRows = dialog.getByRole('row').filter({ has: page.getByRole('cell') });
    assert.equal(await errorRows.count(), 1, 'one row error is listed');
    // The row's spreadsheet number, whose row it is, and what is wrong with it.
    assert.deepEqual(await errorRows.first().getByRole('cell').allInnerTexts(), [
      '3',
      'Sunita Rao',
      'Phone number is required',
    ]);

    // The text button, not the dialog's × (also named Close).
    await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await memberRow('Ramesh Hegde').waitFor();
    await memberRow('Kiran Kamath').waitFor();
    assert.equal(await memberRow('Sunita Rao').count(), 0, 'the bad row was not imported');
  });

  it('approves a pending applicant, who leaves Pending and shows under Active with the approval date', async () => {
    // Both applications arrive before the page opens: lists are not refetched on their own (spec part 1 §7).
    await Promise.all([
      createMember(admin, { firstName: 'Harish', lastName: 'Shetty', status: 'pending' }),
      createMember(admin, { firstName: 'Nandini', lastName: 'Bhat', status: 'pending' }),
    ]);
    await openFromSidebar(page, 'Member Approvals');
    const pendingBefore = Number(await count('pending').innerText());
    const approvedBefore = Number(await count('active').innerText());
    await card('Harish Shetty').waitFor();
    assert.equal(
      await page.getByRole('button', { name: 'Pending', pressed: true }).count(),
      1,
      'Pending is the first view',
    );

    // The approve dialog asks what became of the joining fee (issue 26): this journey takes none.
    await approveWithoutFee(page, card('Harish Shetty'), 'Harish Shetty');
    await card('Harish Shetty').waitFor({ state: 'detached' });
    await waitForExactText(count('pending'), String(pendingBefore - 1));
    await waitForExactText(count('active'), String(approvedBefore + 1));

    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await card('Harish Shetty').getByText(`Approved on ${todayInIndia()}`).waitFor();
    assert.equal(await card('Harish Shetty').getByRole('button', { name: 'Approve' }).count(), 0);
  });

  it("rejects an applicant with a reason and shows them under 'Suspended' with that reason", async () => {
    const reason = 'The ID proof could not be read';
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await card('Nandini Bhat').getByRole('button', { name: 'Reject' }).click();

    const dialog = page.getByRole('dialog', { name: "Reject Nandini Bhat's application" });
    await dialog.getByLabel('Reason for rejection (optional)').fill(reason);
    await dialog.getByRole('button', { name: 'Confirm Rejection' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Member Rejected', { exact: true }).waitFor();
    await card('Nandini Bhat').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Suspended', exact: true }).click();
    const rejected = card('Nandini Bhat');
    await rejected.getByText(`Rejection reason: ${reason}`).waitFor();
    assert.match(await rejected.innerText(), /Suspended/);
  });
  // Issue 29: a rejected applicant goes back to pending, with the admin's reason, for another review.
  it('returns the rejected applicant to pending with a reason: they leave Suspended and wait under Pending again', async () => {
    await card('Nandini Bhat').getByRole('button', { name: 'Return to Pending' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return Nandini Bhat to pending' });
    // Sent with no reason, the dialog says one is needed. On a loaded machine a full run once saw no message after the
    // first click (cause not found; the dialog's spec covers the message): a person clicks again, and so does this.
    const required = dialog.getByText('Give the reason for returning the application to pending');
    for (let attempt = 1; ; attempt += 1) {
      await dialog.getByRole('button', { name: 'Return to Pending' }).click();
      try {
        await required.waitFor({ timeout: 5000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await dialog.getByLabel('Reason for returning to pending').fill('A readable ID proof came by post');
    await dialog.getByRole('button', { name: 'Return to Pending' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Returned to Pending', { exact: true }).waitFor();
    await card('Nandini Bhat').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    assert.match(await card('Nandini Bhat').innerText(), /Pending/);
  });
  // Issue 29: the list's tools. Sort and filter go into the address, so a reload shows the same list; two rows
  // selected get a new status in one confirmed action.
  it('sorts and filters the list, keeps both over a reload, and suspends two selected members in one action', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await Promise.all([
      createMember(admin, { firstName: 'Yamuna', lastName: 'Qabulk', status: 'active', membershipEndDate: inDays(10) }),
      createMember(admin, { firstName: 'Zarina', lastName: 'Qabulk', status: 'active', membershipEndDate: inDays(20) }),
      createMember(admin, {
        firstName: 'Xavier',
        lastName: 'Qabulk',
        status: 'active',
        membershipEndDate: inDays(200),
      }),
    ]);
    await openFromSidebar(page, 'Members');
    await page.getByRole('textbox', { name: 'Search members' }).fill('qabulk');
    await memberRow('Xavier Qabulk').waitFor();
    await chooseOption(page, page.getByRole('combobox', { name: 'Filter by validity' }), 'Expiring within 30 days');
    await memberRow('Xavier Qabulk').waitFor({ state: 'detached' });
    const header = page.getByRole('columnheader', { name: /^Member/ });
    await header.click();
    await page.waitForURL(/sort=name/);
    await header.click();
    await page.waitForURL(/order=desc/);

    const names = async () =>
      (await page.getByRole('row').filter({ hasText: 'Qabulk' }).allInnerTexts()).map((text) =>
        text.includes('Zarina') ? 'Zarina' : text.includes('Yamuna') ? 'Yamuna' : text,
      );
    // The list keeps the ascending rows until the descending answer arrives (keepPreviousData): wait for the order.
    const descending = async () => JSON.stringify(await names()) === JSON.stringify(['Zarina', 'Yamuna']);
    await waitFor(descending, { timeoutMs: UI_TIMEOUT_MS, what: 'the list sorted by name, descending' }).catch(
      () => undefined,
    );
    assert.deepEqual(await names(), ['Zarina', 'Yamuna'], 'name, descending, only the two expiring');
    const url = new URL(page.url());
    assert.deepEqual(
      ['q', 'filter', 'sort', 'order'].map((key) => url.searchParams.get(key)),
      ['qabulk', 'expiring', 'name', 'desc'],
    );

    await page.reload();
    await memberRow('Zarina Qabulk').waitFor();
    assert.deepEqual(await names(), ['Zarina', 'Yamuna'], 'the same list after a reload');
    assert.equal(await page.getByRole('textbox', { name: 'Search members' }).inputValue(), 'qabulk');

    await page.getByRole('checkbox', { name: 'Select Zarina Qabulk' }).check();
    await page.getByRole('checkbox', { name: 'Select Yamuna Qabulk' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 selected members').waitFor();
    await chooseOption(page, bar.getByRole('combobox', { name: 'New status' }), 'Suspended');
    await bar.getByRole('button', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm bulk action' });
    await dialog.getByText('Change the status of 2 selected members to Suspended?').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    // Suspended members are no longer expiring: the filtered list empties, and the register has both suspended.
    await page.getByText('No members found').waitFor();
    const suspended = await admin.get('/api/members?search=qabulk&status=suspended');
    assert.deepEqual(suspended.json.members.map((m: { firstName: string }) => m.firstName).sort(), [
      'Yamuna',
      'Zarina',
    ]);
  });
});

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
