/**
 * The portal's languages (issue 31): English, the spec's wording and the reference, and Kannada. A member's
 * language is on their record (registration records the one the form was filled in) and their e-mails are
 * written in it; English when none is known.
 */
export const Languages = ['en', 'kn'] as const;
export type Language = (typeof Languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (Languages as readonly string[]).includes(value);
}

/**
 * The portal language an Accept-Language header prefers (RFC 9110: tags by weight, then in order; kn-IN is kn),
 * or English when it names none of them.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], weight: q ? Number(q[1]) : 1, index };
    })
    .filter((tag) => tag.weight > 0 && isLanguage(tag.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted.length > 0 ? (wanted[0].base as Language) : DEFAULT_LANGUAGE;
}
