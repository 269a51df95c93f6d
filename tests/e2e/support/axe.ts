// axe over the page as the specs check it: WCAG 2.2 A and AA, one readable line per violation.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** `serious`: only serious and critical violations count (the older pages' bar). */
export async function axeViolations(page: Page, bar: 'any' | 'serious' = 'any'): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  // axe really looked at the page (an empty page passes every rule).
  expect(results.passes.length).toBeGreaterThan(10)
  return results.violations
    .filter(
      (violation) =>
        bar === 'any' || violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
}
