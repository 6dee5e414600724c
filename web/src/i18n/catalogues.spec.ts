import { describe, expect, it } from 'vitest';
import { AdminLoginEmailRule, RegistrationMessages } from '@portal/contracts/rules';
import { ConsentMessages } from '@portal/contracts/shapes';
import { INVITATION_ACCEPTED_TEXT } from '../features/auth/LoginPage';
import { CHOICE_LISTS } from '../features/register/register-options';
import { ASSOCIATION_NAME, ASSOCIATION_SHORT_NAME, POLICY_LINKS } from '../lib/constants';
import { englishCatalogues as pageCatalogues } from './locales/en';
import { adminEnglishCatalogues } from './locales/en/admin';
import { kannadaCatalogues as pageKannada } from './locales/kn';
import { onDemandKannada, publicPagesKannada } from './locales/kn/public-pages';
import { adminKannadaCatalogues } from './locales/kn/admin';

type Tree = { [key: string]: string | Tree };

// The admin screens' catalogues (downloaded per area: area-texts.ts) are checked with the others.
const englishCatalogues = { ...pageCatalogues, ...adminEnglishCatalogues };
const kannadaCatalogues: Record<string, object> = {
  ...pageKannada,
  ...publicPagesKannada,
  ...onDemandKannada,
  ...adminKannadaCatalogues,
};

/** Every text of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text);
  }
  return texts;
}

/** The `{{name}}` placeholders and `<mail>` tags a text fills in: a translation must keep each of them. */
function slots(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)\s*}}|<\/?(\w+)>/g)].map((match) => match[0].replace(/\s+/g, '')).sort();
}

const namespaces = Object.keys(englishCatalogues) as (keyof typeof englishCatalogues)[];

describe('translation catalogues', () => {
  it('have the same namespaces in every language', () => {
    expect(Object.keys(kannadaCatalogues).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s: Kannada has exactly the English keys, each with the same placeholders', (ns) => {
    const english = flatten(englishCatalogues[ns]);
    const kannada = flatten(kannadaCatalogues[ns] as Tree);
    expect([...kannada.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect({ key, slots: slots(kannada.get(key) ?? '') }).toEqual({ key, slots: slots(text) });
    }
  });

  it('leaves no Kannada text empty or still in English, apart from names kept as they are', () => {
    const keptAsIs = new Set(['KPWA', 'English', 'ESI', 'Postal', 'UPI', 'WhatsApp', 'SMS', 'CSV', 'PDF']);
    for (const ns of namespaces) {
      for (const [key, text] of flatten(kannadaCatalogues[ns] as Tree)) {
        const words = text.replace(/{{[^}]*}}|<\/?\w+>/g, '');
        if (keptAsIs.has(text) || !/\p{L}/u.test(words)) continue;
        expect({ key, hasKannada: /[\u0C80-\u0CFF]/.test(text) }).toEqual({ key, hasKannada: true });
      }
    }
  });

  it("keeps the English texts the app's constants also use", () => {
    expect(englishCatalogues.common.association).toEqual({ name: ASSOCIATION_NAME, shortName: ASSOCIATION_SHORT_NAME });
    expect(englishCatalogues.login.invitationAccepted).toBe(INVITATION_ACCEPTED_TEXT);
    expect(englishCatalogues.login.admin.emailInvalid).toBe(AdminLoginEmailRule.message);
    for (const link of POLICY_LINKS) expect(englishCatalogues.common.policies[link.key]).toBe(link.label);
  });

  it("keeps the registration form's messages the contract's, word for word, and labels every choice", () => {
    const { validation, options } = englishCatalogues.register;
    for (const [key, message] of Object.entries(RegistrationMessages)) {
      expect({ key, text: validation[key as keyof typeof validation] }).toEqual({ key, text: message });
    }
    expect(validation.privacyConsent).toBe(ConsentMessages.required);
    expect(validation.privacyNoticeVersion).toBe(ConsentMessages.outdated);
    for (const [list, values] of Object.entries(CHOICE_LISTS)) {
      const labels: Record<string, string> = options[list as keyof typeof options];
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
    }
  });

  it('spots a missing placeholder (the check can fail)', () => {
    expect(slots('Welcome to the {{name}}')).not.toEqual(slots('ಸುಸ್ವಾಗತ'));
    expect(slots('Write to <mail>{{email}}</mail>')).toEqual(['</mail>', '<mail>', '{{email}}']);
  });
});
