import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { waitFor } from '@portal/testing';
import type { TestStack } from '../support/test-stack';

/** Long enough for a busy two-core machine; every wait is for a visible state, never a fixed sleep. */
export const UI_TIMEOUT_MS = 20_000;

/** Signs in on /login's Admin tab and waits for the Dashboard. */
export async function loginAsAdmin(page: Page, stack: TestStack): Promise<void> {
  await page.goto(`${stack.url}/login`);
  await page.getByRole('tab', { name: 'Admin' }).click();
  await page.getByLabel('Email').fill(stack.admin.email);
  await page.getByLabel('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/** Signs in on /login's Member tab (member id, e-mail or phone) and waits for the Member Dashboard. */
export async function loginAsMember(page: Page, stack: TestStack, identifier: string, password: string): Promise<void> {
  await page.goto(`${stack.url}/login`);
  await page.getByRole('tab', { name: 'Member' }).click();
  await page.getByLabel('Member ID, Email or Phone').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Member Dashboard' }).waitFor();
}

/**
 * Gives a browser context a session an API sign-in got (the session cookie's name=value), as signing in on /login
 * would: for journeys that are not about signing in, which the login form's own tests cover (the form costs a
 * journey about 2 s a sign-in).
 */
export async function withSession(context: BrowserContext, stack: TestStack, session: string): Promise<void> {
  const split = session.indexOf('=');
  await context.addCookies([{ name: session.slice(0, split), value: session.slice(split + 1), url: stack.url }]);
}

/** Opens the admin's Dashboard, where signing in lands, in a context with the admin's session (withSession). */
export async function openAdminDashboard(page: Page, stack: TestStack): Promise<void> {
  await page.goto(`${stack.url}/`);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/** Opens the Member Dashboard, where signing in lands, in a context with the member's session (withSession). */
export async function openMemberDashboard(page: Page, stack: TestStack): Promise<void> {
  await page.goto(`${stack.url}/member-dashboard`);
  await page.getByRole('heading', { name: 'Member Dashboard' }).waitFor();
}

/** Opens a page of the admin portal through its sidebar link, as an admin would. */
export async function openFromSidebar(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
}

/**
 * Chooses an option of an antd Select by its visible text. The dropdown lives in a portal; its
 * options are plain elements (the role=option ones are an invisible accessibility copy).
 */
export async function chooseOption(page: Page, select: Locator, optionText: string): Promise<void> {
  await select.click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
    hasText: new RegExp(`^${optionText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });
  // A click that lands while the dropdown is still sliding in, or while the form re-renders it (its options
  // arriving), can leave it open with nothing chosen; a person clicks again, and so does this.
  for (let attempt = 1; ; attempt += 1) {
    await option.click();
    try {
      await option.waitFor({ state: 'hidden', timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Approves an application from its card on Member Approvals with the joining fee not collected (issue 26's
 * dialog), and waits for the 'Member Approved' toast. The radio is checked (and seen checked) before Approve is
 * pressed; a missing toast fails naming what the page showed instead (the dialog's and alerts' text).
 */
export async function approveWithoutFee(page: Page, card: Locator, name: string): Promise<void> {
  await card.getByRole('button', { name: 'Approve' }).click();
  const approval = page.getByRole('dialog', { name: `Approve ${name}` });
  // Clicked until seen checked: the radio is controlled by React state, which a busy machine may commit a moment
  // after the click (Playwright's check() reads it at once and failed with 'did not change its state'), and a
  // click landing while the dialog still opens was lost (the 20 s wait then timed out under load).
  const notCollected = approval.getByRole('radio', { name: 'Not collected (e.g. waived)' });
  await waitFor(
    async () => {
      if (await notCollected.isChecked()) return true;
      await notCollected.click();
      return notCollected.isChecked();
    },
    { timeoutMs: UI_TIMEOUT_MS, what: 'Not collected to be chosen' },
  );
  await approval.getByRole('button', { name: 'Approve' }).click();
  try {
    await page.getByText('Member Approved', { exact: true }).waitFor();
  } catch (error) {
    const shown = await page
      .locator('[role="dialog"], [role="alert"], .ant-message, .ant-notification')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`no 'Member Approved' toast; the page showed: ${JSON.stringify(shown)}`, { cause: error });
  }
}

/** A moment as the portal shows dates: dd/mm/yyyy in India. */
export function indianDate(at: Date | number): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
}

/** Today as the portal shows dates: dd/mm/yyyy in India. */
export function todayInIndia(): string {
  return indianDate(new Date());
}

/** A temporary folder for files a journey attaches through a file input; remove() deletes it. */
export function tempFiles(): { write(name: string, data: Buffer | string): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-journey-'));
  return {
    write(name, data) {
      const path = join(dir, name);
      writeFileSync(path, data);
      return path;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** What a visitor types into /register (labels and options as the spec's form shows them). */
export interface RegistrationEntry {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd, as the date input takes it. */
  dateOfBirth: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  pincode: string;
  studioName: string;
  experience: string;
  aadhaar: string;
  emergencyName: string;
  emergencyPhone: string;
  /** Files on disk for the two upload fields. */
  photoPath: string;
  proofPath: string;
}

/**
 * Fills in every field of the registration form (its choices are native selects), attaches both files, agrees to the
 * privacy notice and presses Register.
 */
export async function submitRegistration(page: Page, entry: RegistrationEntry): Promise<void> {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('First Name').fill(entry.firstName);
  await field('Last Name').fill(entry.lastName);
  await field('Date of Birth').fill(entry.dateOfBirth);
  await field('Gender').selectOption({ label: 'Male' });
  await field('Email').fill(entry.email);
  await field('Phone').fill(entry.phone);
  await field('Address').fill(entry.address);
  await field('City').fill(entry.city);
  await field('State').fill('Karnataka');
  await field('Pincode').fill(entry.pincode);
  await field('Studio/Photography Name').fill(entry.studioName);
  await field('Business Type').selectOption({ label: 'Wedding Photography' });
  await field('Experience').selectOption({ label: entry.experience });
  await field('Aadhar Number').fill(entry.aadhaar);
  await field('Emergency Contact Name').fill(entry.emergencyName);
  await field('Emergency Contact Phone').fill(entry.emergencyPhone);
  await field('Relation').selectOption({ label: 'Spouse' });
  await field('Passport Photo').setInputFiles(entry.photoPath);
  await page.getByText(basename(entry.photoPath)).waitFor();
  await field('ID Proof').setInputFiles(entry.proofPath);
  await page.getByText(basename(entry.proofPath)).waitFor();
  // Issue 32: the explicit consent under the privacy notice.
  await page.getByRole('checkbox', { name: /I have read this privacy notice and agree/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}

/**
 * Waits for `what` to be visible; when it is not, fails with what the page showed instead and the requests and
 * console errors since `page` was watched, so a failure seen once in a full run says why.
 */
export function watchPage(page: Page): { waitToSee(what: Locator, label: string): Promise<void> } {
  const trouble: string[] = [];
  page.on('requestfailed', (request) =>
    trouble.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      trouble.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
  return {
    async waitToSee(what, label) {
      try {
        await what.waitFor();
      } catch (error) {
        const shown = await page
          .locator('body')
          .innerText({ timeout: 2_000 })
          .catch((e: Error) => `(unreadable: ${e.message})`);
        throw new Error(
          `${label} not shown at ${page.url()}: ${(error as Error).message.split('\n')[0]}\n` +
            `page text: ${shown.slice(0, 600)}\n${trouble.slice(-30).join('\n') || 'no failed request or console error'}`,
          { cause: error },
        );
      }
    },
  };
}
