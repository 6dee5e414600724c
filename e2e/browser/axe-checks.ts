import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as axe-core tags it (issue 8). */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe run on the page with `tags`. Only violations are reported in full: axe then builds selectors for one node
 * of each passing, incomplete or inapplicable rule instead of all of them (its `resultTypes` option), which is
 * where much of a run's time went on the portal's long pages (issue 24); what the checks read is unchanged.
 */
function axeOn(page: Page, tags: string[]): AxeBuilder {
  return new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] });
}

/** The serious and critical axe violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The pointer stays where the last click was; a hover colour under it is not what the page shows.
  await page.mouse.move(0, 0);
  const { violations } = await axeOn(page, WCAG_AA).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('; ')} (${(violation.nodes[0]?.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()})`,
    );
}

/** axe's own advice beyond WCAG (one h1, landmarks, headings in order) is checked too. */
const WCAG_AA_AND_BEST_PRACTICE = [...WCAG_AA, 'best-practice'];

/**
 * Every axe violation on the page as it is now, of any impact, one line per element: rule id, impact and the
 * element (issue 30: zero of any impact on the visitor and member pages).
 */
export async function allViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  const { violations } = await axeOn(page, WCAG_AA_AND_BEST_PRACTICE).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`,
    ),
  );
}
