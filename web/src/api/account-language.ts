import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../i18n/language';
import { authKeys, type CurrentUser } from './auth';
import { answerOf, api } from './client';

/** PATCH /api/auth/user (issue 31): the signed-in person's language, saved on their own account. */
export function saveAccountLanguage(language: Language) {
  return answerOf(api.PATCH('/api/auth/user', { body: { language } }));
}

/**
 * When someone is signed in, their choice in the language switch goes on their account (and the cached user says
 * so at once), so the portal, the server's answers, e-mails, reminders and PDFs follow it; a visitor's choice stays
 * in the browser only. A failed save leaves the page in the chosen language; the next sign-in shows the saved one.
 */
export async function saveLanguageIfSignedIn(queryClient: QueryClient, language: Language): Promise<void> {
  const user = queryClient.getQueryData<CurrentUser | null>(authKeys.user());
  if (!user || user.language === language) return;
  queryClient.setQueryData<CurrentUser | null>(authKeys.user(), { ...user, language } as CurrentUser);
  await saveAccountLanguage(language).catch(() => undefined);
}
