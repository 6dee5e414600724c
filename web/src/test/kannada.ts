import { act, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { chooseLanguage } from '../i18n/i18n';

/**
 * A Kannada spec's set-up (issue 31): Kannada catalogues and Ant Design's Kannada locale are downloaded when chosen,
 * so lookups wait a little longer; every test goes back to English after, so the next file starts as people do.
 */
export function inKannadaSpecs(): void {
  configure({ asyncUtilTimeout: 5000 });
  afterEach(async () => {
    await act(() => chooseLanguage('en'));
  });
}

/** Switches the portal to Kannada (as the language switch or the signed-in person's saved language does). */
export async function showKannada(): Promise<void> {
  await act(() => chooseLanguage('kn'));
}
