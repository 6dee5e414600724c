import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a whole text into a field as the person does with a paste: focused by a click, then one input event. For
 * tests about what a form sends or says, not about typing: user.type re-renders an antd form once per key, which
 * made filling a title and a message cost seconds on the 2-core machine.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
