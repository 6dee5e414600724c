import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntryDto } from '@portal/contracts/shapes';
import { rolesWhoMay } from '../../components/use-admin-can';
import auditLog from '../../i18n/locales/en/admin/audit-log.json';
import { newestDropdown } from '../../test/antd-select';
import { englishWordsIn, visibleText } from '../../test/english-words';
import { stubFetch } from '../../test/fetch-stub';
import { inKannadaSpecs, showKannada } from '../../test/kannada';
import { anAdminUser } from '../../test/member-fixtures';
import { renderAsStaff } from '../../test/render-as-staff';
import { AUDIT_ENTITIES } from './audit-log-display';
import { anEntry as anyEntry, usha } from './audit-log-fixtures';
import { AuditLogPage } from './AuditLogPage';

inKannadaSpecs();

/** Usha's change of a payment record, with the values before and after, unless overridden. */
const anEntry = (overrides: Partial<AuditEntryDto>) =>
  anyEntry({
    id: 'payments:12',
    actorId: 'a2',
    actorName: 'Usha Rai',
    actorRole: 'treasurer',
    before: { amount: '500.00', status: 'pending', notes: 'late fee' },
    after: { amount: '600.00', status: 'paid', notes: '' },
    correlationId: 'req-77',
    ...overrides,
  });

const ENTRIES = [
  anEntry({}),
  anEntry({
    id: 'membership:3',
    service: 'membership',
    at: '2026-11-26T18:30:00.000Z',
    actorType: 'public',
    actorId: null,
    actorName: null,
    actorRole: null,
    action: 'member.registered',
    entity: 'member',
    entityId: 'PHOTO0042',
    before: null,
    after: { firstName: 'Meena' },
  }),
  anEntry({
    id: 'content:9',
    service: 'content',
    actorType: 'system',
    actorId: null,
    actorName: null,
    actorRole: null,
    action: 'event.closed',
    entity: 'event',
    entityId: null,
    before: null,
    after: null,
    ip: null,
  }),
  anEntry({
    id: 'identity:4',
    service: 'identity',
    actorType: 'member',
    actorId: null,
    actorName: null,
    actorRole: null,
    action: 'member-account.password-changed',
    entity: 'member-account',
    entityId: null,
    before: null,
    after: null,
  }),
];

/**
 * What the services recorded is shown as recorded: the actions, fields, values, services and ids of the entries
 * (the Action filter is typed in the same words), the admin's name, and the pattern typed dates follow.
 */
const RECORDED = [
  ...['payment', 'record', 'updated', 'member', 'registered', 'event', 'closed', 'account', 'password', 'changed'],
  ...['amount', 'status', 'pending', 'paid', 'notes', 'late', 'fee', 'firstName', 'Meena'],
  ...['payments', 'membership', 'content', 'identity', 'pr', 'req', 'created', 'approved'],
  ...['Usha', 'Rai', 'DD', 'MM', 'YYYY'],
];

async function renderPage(
  entries: AuditEntryDto[],
  role: 'admin' | 'treasurer' | 'viewer' = 'admin',
  route = '/audit-log',
) {
  stubFetch({
    'GET /api/auth/user': { body: anAdminUser({ language: 'kn', role }) },
    'GET /api/audit-log': { body: { entries, next: null } },
    'GET /api/admin-accounts': { body: [usha] },
  });
  await showKannada();
  renderAsStaff(role, <AuditLogPage />, { route });
  return userEvent.setup({ delay: null });
}

describe('the audit log page in Kannada (issue 31)', () => {
  it('shows the list and the filter form, with its action rule, with no English word', async () => {
    const user = await renderPage(ENTRIES);
    expect(await screen.findByRole('heading', { level: 1, name: 'ಲೆಕ್ಕಪರಿಶೋಧನಾ ದಾಖಲೆ' })).toBeInTheDocument();
    const row = (await screen.findByText('payment-record.updated')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('27/11/2026, ಬೆಳಿಗ್ಗೆ 10:00:05');
    expect(within(row).getByText('ಖಜಾಂಚಿ')).toBeInTheDocument();
    expect(within(row).getByText('ಪಾವತಿ ದಾಖಲೆ')).toBeInTheDocument();
    expect(screen.getByText('ಸಾರ್ವಜನಿಕರು')).toBeInTheDocument();
    expect(screen.getByText('ವ್ಯವಸ್ಥೆ')).toBeInTheDocument();
    expect(screen.getByText('ಅಪರಿಚಿತ ಸದಸ್ಯರು')).toBeInTheDocument();
    expect(screen.getByText('ನಮೂದುಗಳು 1–4, ಪುಟ 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ದಿನಾಂಕಗಳು – ಆರಂಭ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ದಿನಾಂಕಗಳು – ಕೊನೆ' })).toBeInTheDocument();

    // An action that is not one: the rule in Kannada, with the action's example as the server names it.
    await user.type(screen.getByRole('textbox', { name: 'ಕ್ರಿಯೆ' }), 'x y');
    await user.click(screen.getByRole('button', { name: /ಅನ್ವಯಿಸಿ/ }));
    expect(await screen.findByText('member.approved ನಂತಹ ಕ್ರಿಯೆಯನ್ನು ನಮೂದಿಸಿ')).toBeInTheDocument();

    expect(englishWordsIn(visibleText(), [...RECORDED, 'x', 'y'])).toEqual([]);
    expect(englishWordsIn(visibleText(), [...RECORDED.slice(0, -5), 'x', 'y'])).toContain('Usha');
  }, 40_000);

  it('opens an entry up to its fields before and after with no English word', async () => {
    const user = await renderPage(ENTRIES);
    await user.click(
      await screen.findByRole('button', { name: 'payment-record.updated (27/11/2026, ಬೆಳಿಗ್ಗೆ 10:00:05) ವಿವರಗಳು' }),
    );
    const details = document.querySelector('.ant-table-expanded-row') as HTMLElement;
    expect(within(details).getByRole('columnheader', { name: 'ಮೊದಲು' })).toBeInTheDocument();
    expect(within(details).getByRole('columnheader', { name: 'ನಂತರ' })).toBeInTheDocument();
    expect(within(details).getByText('(ಖಾಲಿ)')).toBeInTheDocument();
    expect(within(details).getByText('late fee')).toBeInTheDocument();
    expect(details).toHaveTextContent('ವಿನಂತಿಯ ಐಡಿreq-77');
    expect(englishWordsIn(visibleText(details), RECORDED)).toEqual([]);
  }, 40_000);

  it('names the roles and entities in the Person and Entity lists in Kannada', async () => {
    const user = await renderPage(ENTRIES);
    await user.click(await screen.findByRole('combobox', { name: 'ವ್ಯಕ್ತಿ' }));
    const people = newestDropdown();
    expect(await within(people).findByText('Usha Rai (ಖಜಾಂಚಿ)')).toBeInTheDocument();
    // antd's hidden list for screen readers holds the options' values (here the id; they read out the label).
    expect(englishWordsIn(visibleText(people), ['Usha', 'Rai', 'a2'])).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'ವಿಷಯ' }));
    expect(await within(newestDropdown()).findByText('ಪಾವತಿ ದಾಖಲೆ')).toBeInTheDocument();
    // The hidden list's values are the entities as recorded ('payment-record'), which the actions start with.
    expect(englishWordsIn(visibleText(newestDropdown()), RECORDED)).toEqual([]);
  });

  it('finds an entity by its Kannada name or by its name as recorded', async () => {
    const user = await renderPage(ENTRIES);
    const entity = await screen.findByRole('combobox', { name: 'ವಿಷಯ' });
    await user.type(entity, 'refund');
    expect(await within(newestDropdown()).findByText('ಹಣ ಮರುಪಾವತಿ')).toBeInTheDocument();
    await user.clear(entity);
    await user.type(entity, 'ಲಿಂಕ್');
    expect(await within(newestDropdown()).findByText('ಪಾವತಿ ಲಿಂಕ್')).toBeInTheDocument();
  });

  it("shows an empty log, a viewer's Person ID box and a treasurer's refusal with no English word", async () => {
    await renderPage([], 'viewer', '/audit-log?entity=refund');
    expect(await screen.findByText('ಈ ಫಿಲ್ಟರ್‌ಗಳಿಗೆ ಹೊಂದುವ ಯಾವುದೇ ಬದಲಾವಣೆಗಳಿಲ್ಲ')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ವ್ಯಕ್ತಿಯ ಐಡಿ' })).toBeInTheDocument();
    expect(screen.getByText('ಪುಟ 1')).toBeInTheDocument();
    expect(englishWordsIn(visibleText(), ['DD', 'MM', 'YYYY'])).toEqual([]);
  });

  it('tells a treasurer who may read the log, in Kannada', async () => {
    await renderPage([], 'treasurer');
    expect(await screen.findByText('ನಿರ್ವಾಹಕರು ಮತ್ತು ವೀಕ್ಷಕರು ಮಾತ್ರ ಲೆಕ್ಕಪರಿಶೋಧನಾ ದಾಖಲೆಯನ್ನು ಓದಬಹುದು.')).toBeInTheDocument();
    expect(englishWordsIn(visibleText())).toEqual([]);
  });

  it('keeps the English of who may read the log as the duty table says it, and names every entity', () => {
    expect(auditLog.whoMay).toEqual(rolesWhoMay('audit'));
    expect(Object.keys(auditLog.entities)).toEqual([...AUDIT_ENTITIES]);
  });
});
