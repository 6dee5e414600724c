import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The dropdown an antd Select opened last: one that just closed may still be in the page while it animates out. */
export function newestDropdown(): HTMLElement {
  const open = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  if (open.length === 0) throw new Error('no open dropdown');
  return open[open.length - 1];
}

/** Opens the Select behind `trigger` and picks the option titled `option` (from the newest dropdown showing it). */
export async function chooseOption(user: UserEvent, trigger: HTMLElement, option: string): Promise<void> {
  await user.click(trigger);
  const choice = await waitFor(() => {
    const matches = document.querySelectorAll<HTMLElement>(
      `.ant-select-dropdown [title="${option.replace(/"/g, '\\"')}"]`,
    );
    if (matches.length === 0) throw new Error(`no option '${option}'`);
    return matches[matches.length - 1];
  });
  await user.click(choice);
}
