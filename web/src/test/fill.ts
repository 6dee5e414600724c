import type { UserEvent } from '@testing-library/user-event';
import { screen } from '@testing-library/react';

/**
 * Puts a whole text into a field as the person does with a paste: focused by a click, then one input event. For
 * tests about what a form sends or says, not about typing: user.type re-renders an antd form once per key, which
 * made filling a title and a message cost seconds on the 2-core machine.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** fill() into the field labelled `label`. */
export async function fillLabelled(user: UserEvent, label: string, text: string): Promise<void> {
  await fill(user, screen.getByLabelText(label), text);
}
