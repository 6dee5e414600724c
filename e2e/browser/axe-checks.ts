import { AxeBuilder } from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { untilStill } from './motion';

// The e2e project compiles without the DOM library: code that runs in the page reaches it through globalThis.
type InPage = any;

/** WCAG 2.2 AA, as axe-core tags it (issue 8). */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe run on the page with `tags`. Only violations are reported in full: axe then builds selectors for one node
 * of each passing, incomplete or inapplicable rule instead of all of them (its `resultTypes` option), which is
 * where much of a run's time went on the portal's long pages (issue 24); what the checks read is unchanged.
 *
 * A page without frames (every portal page) is analysed by axe.run inside it, axe put in once per document. The
 * AxeBuilder route took 2-3.5 s where axe itself took 0.2-0.9 s (issue 24): for every run it parses axe's 1.2 MB
 * source twice and opens and closes a blank page to merge the frames' partial results, which a page without frames
 * has none of. A page with frames still goes through AxeBuilder, which analyses each frame.
 */
async function analysed(page: Page, tags: string[]): Promise<AxeResults> {
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(options).analyze();
  // The version check: only this axe is trusted, not one a page might define itself.
  const present = await page.evaluate((version) => (globalThis as InPage).axe?.version === version, axe.version);
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    (runOptions) => (globalThis as InPage).axe.run((globalThis as InPage).document, runOptions),
    options,
  );
}

/**
 * The pointer stays where the last click was; a hover colour under it is not what the page shows. Moved away, the
 * colour eases back (antd's buttons: 0.2 s): analysed half-way, a Deactivate link read at 4.01:1 (CI at d0921e7;
 * AxeBuilder's own start-up used to outlast the transition). Waits until the page is still (motion.ts).
 */
async function pointerAway(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await untilStill(page);
}

/** The serious and critical axe violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await pointerAway(page);
  const { violations } = await analysed(page, WCAG_AA);
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
  await pointerAway(page);
  const { violations } = await analysed(page, WCAG_AA_AND_BEST_PRACTICE);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`,
    ),
  );
}
