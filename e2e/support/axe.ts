import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// axe-core against WCAG 2.2 A and AA and axe's best practices (headings in order, everything in a
// landmark): any violation fails the test, with the rule, its impact and where it was found.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function expectNoViolations(page: Page, what: string) {
  // Run in the page itself: the shop's pages hold no other site's frames, so axe-core's partial
  // run, which opens a second page to combine frames' results, would only cost time.
  const results = await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode().analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(found, `axe-core on ${what}`).toEqual([]);
}
