import { DEFAULT_LANGUAGE, formatRupees, Language, Languages, SchemeLabels } from '@portal/contracts';
import { formatIndianDate } from '../common/indian-format';
import {
  composeEmail,
  fields,
  MailContext,
  mailTexts,
  paragraph,
  portalLink,
  RenderedEmail,
} from '../email/templates/compose';

/** What the warning before the association acts says (issue 33: payments' lapse_warning reminder). */
export interface LapseWarningFacts {
  scheme: string;
  /** Decimal string: all that is owed in the scheme. */
  amount: string;
  /** ISO timestamp of the oldest unpaid due. */
  dueDate: string | null;
  monthsUnpaid: number;
  /** The months of non-payment after which the association may end the membership (the policy's 6). */
  lapseMonths: number;
  paymentLinkUrl: string | null;
}

const SCHEMES_KN: Record<string, string> = { esi: 'ಇಎಸ್‌ಐ', postal: 'ಅಂಚೆ', kutumba_barosa: 'ಕುಟುಂಬ ಭರೋಸೆ' };

/** The e-mail's own labels (the shared catalogue's are being written for the other e-mails). */
const LABELS = {
  en: { scheme: 'Scheme', owed: 'Amount owed', since: 'Unpaid since', payOnline: 'Pay online' },
  kn: { scheme: 'ಯೋಜನೆ', owed: 'ಬಾಕಿ ಮೊತ್ತ', since: 'ಇಂದಿನಿಂದ ಬಾಕಿ', payOnline: 'ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಪಾವತಿಸಿ' },
} as const;

const schemeName = (language: Language, scheme: string) =>
  (language === 'kn' ? SCHEMES_KN[scheme] : (SchemeLabels as Record<string, string>)[scheme]) ?? scheme;

/** The member's language when it is one the portal speaks; English otherwise. */
export const languageOf = (member: object): Language => {
  const language = (member as { language?: unknown }).language;
  return (Languages as readonly unknown[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
};

/** The portal notification's words; the e-mail says the same. */
export function lapseWarningText(facts: LapseWarningFacts, language: Language = DEFAULT_LANGUAGE) {
  const scheme = schemeName(language, facts.scheme);
  const amount = formatRupees(facts.amount) || facts.amount;
  if (language === 'kn') {
    const how = facts.paymentLinkUrl
      ? `ಸೈನ್ ಇನ್ ಮಾಡದೆಯೇ ಇಲ್ಲಿ ಪಾವತಿಸಿ: ${facts.paymentLinkUrl} (ಅಥವಾ ನಿಮ್ಮ ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ).`
      : 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸದಸ್ಯರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಿಂದ ಪಾವತಿಸಿ.';
    return {
      title: `${scheme} ವಂತಿಗೆ ${facts.monthsUnpaid} ತಿಂಗಳಿಂದ ಬಾಕಿ ಇದೆ`,
      message:
        `ನಿಮ್ಮ ${scheme} ವಂತಿಗೆ ${facts.monthsUnpaid} ತಿಂಗಳಿಂದ ಪಾವತಿಯಾಗಿಲ್ಲ (ಒಟ್ಟು ${amount}). ` +
        `ನಿಯಮದಂತೆ ${facts.lapseMonths} ತಿಂಗಳು ಪಾವತಿಸದಿದ್ದರೆ ಸಂಘವು ನಿಮ್ಮ ಸದಸ್ಯತ್ವವನ್ನು ಕೊನೆಗೊಳಿಸಬಹುದು. ${how}`,
    };
  }
  const how = facts.paymentLinkUrl
    ? `Pay without signing in: ${facts.paymentLinkUrl} (or from your member dashboard).`
    : 'Please pay from your member dashboard.';
  return {
    title: `${scheme}: ${facts.monthsUnpaid} months unpaid`,
    message:
      `Your ${scheme} contributions for ${facts.monthsUnpaid} months are unpaid (${amount} in all). ` +
      `Under the association's policy, after ${facts.lapseMonths} months of non-payment the association may end ` +
      `your membership. ${how}`,
  };
}

/** The warning as an e-mail, in the member's language. */
export function lapseWarningEmail(
  ctx: MailContext,
  data: LapseWarningFacts & { name: string; memberId: string; language?: Language },
): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const label = LABELS[language];
  const text = lapseWarningText(data, language);
  return composeEmail(ctx, {
    language,
    subject: text.title,
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(text.message),
      fields(
        [t('email.memberId'), data.memberId],
        [label.scheme, schemeName(language, data.scheme)],
        [label.owed, formatRupees(data.amount) || data.amount],
        ...(data.dueDate ? [[label.since, formatIndianDate(data.dueDate)] as [string, string]] : []),
      ),
      paragraph(`${label.payOnline}: ${portalLink(ctx, '/make-payment', { scheme: data.scheme })}`),
    ],
  });
}
