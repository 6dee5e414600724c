import { isLanguage, Language, languageOfAcceptLanguage, localizeMessage, WireError } from '@portal/contracts';
import type { Request } from 'express';

/**
 * The language the gateway answers in (issue 31): the signed-in person's (kept in their session at sign-in and
 * whenever they change it), else the one the request's Accept-Language prefers, else English.
 */
export function requestLanguage(req: Partial<Pick<Request, 'headers' | 'session' | 'user'>> | undefined): Language {
  const saved = req?.user ? req.session?.language : undefined;
  if (isLanguage(saved)) return saved;
  return languageOfAcceptLanguage(req?.headers?.['accept-language']);
}

/**
 * An error answer in `language`: its message and each field's message from the contract's catalogue
 * (packages/contracts/src/i18n/error-messages.ts); the code, the fields and anything the catalogue lacks unchanged.
 */
export function localizeAnswer(language: Language, body: WireError): WireError {
  if (language === 'en') return body;
  const errors = body.errors?.map((error) => ({ ...error, message: localizeMessage(language, error.message) }));
  return { ...body, message: localizeMessage(language, body.message), ...(errors ? { errors } : {}) };
}
