// axe over the page as the specs check it, one readable line per violation. The one way the
// specs run axe: its legacy mode runs axe.run in the page itself, where the default would open
// a blank page per check for axe.finishRun (a second or more each on CI's two cores); our
// pages have no cross-origin frames for the default to reach.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 A and AA: the bar of every newer page. */
export const WCAG22 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG 2.1 A and AA: the bar the older pages were written to (with `serious`). */
export const WCAG21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export interface AxeOptions {
  /** Only this part of the page (a selector); the whole page by default. */
  include?: string
  tags?: readonly string[]
}

/** `serious`: only serious and critical violations count (the older pages' bar). */
export async function axeViolations(
  page: Page,
  bar: 'any' | 'serious' = 'any',
  { include, tags = WCAG22 }: AxeOptions = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags([...tags])
  if (include !== undefined) builder = builder.include(include)
  const results = await builder.analyze()
  // axe really looked at the page (an empty page passes every rule).
  expect(results.passes.length).toBeGreaterThan(include === undefined ? 10 : 0)
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
