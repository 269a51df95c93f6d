// The report's objections part (issue 32 §6): what they were against, upheld and rejected, the
// ones still open worded for a half year that is over or not, and where to object.
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BAN_GROUNDS } from '../../../contract/admin'
import { NOTICE_REASONS, REPORT_REASONS } from '../../../contract/cases'
import type { TransparencyFigures as Figures } from '../../../contract/transparency'
import { VERIFICATION_DECLINE_REASONS } from '../../../contract/verification'
import { renderInApp } from '../../../test/render'
import { TransparencyFigures } from './TransparencyFigures'

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>

const cases = <K extends string>(reasons: readonly K[]) => ({
  received: 0,
  by_reason: zeros(reasons),
  resolved: 0,
  dismissed: 0,
  open: 0,
  member_banned: 0,
  photo_hidden: 0,
  acted_on: 0,
  median_hours_to_act: null,
})

const FIGURES: Figures = {
  notices: cases(NOTICE_REASONS),
  reports: cases(REPORT_REASONS),
  objections: {
    received: 1234,
    by_subject: { ban: 1000, photo: 200, notice: 34 },
    upheld: 300,
    rejected: 900,
    open: 34,
    acted_on: 1210,
    median_hours_to_act: 26.5,
  },
  suspensions: { total: 0, by_ground: zeros(BAN_GROUNDS) },
  photos: { hidden: 0 },
  reversed: { bans_lifted: 0, photos_shown_again: 0, cases_reopened: 0 },
  verifications: {
    approved: 0,
    declined: 0,
    declined_by_reason: zeros(VERIFICATION_DECLINE_REASONS),
  },
  fictional_profiles: { on_site: 0 },
}

/** The section's figures as "label: value" lines. */
const linesOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)

afterEach(cleanup)

describe('the objections in the transparency report', () => {
  it('counts them by subject and outcome for a half year that is over', async () => {
    await renderInApp(() => <TransparencyFigures figures={FIGURES} closed />, '/pages/transparency')
    const section = screen.getByTestId('transparency-objections')
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'Objections to our decisions',
    )
    expect(within(section).getByRole('link', { name: 'customer service page' })).toBeTruthy()
    expect(linesOf(section)).toEqual([
      'Objections received: 1,234',
      'A ban: 1,000',
      'A hidden photo: 200',
      'A decision on a notice or report: 34',
      'Upheld: the decision was reversed: 300',
      'Rejected: the decision stands: 900',
      'Still open when the half year ended: 34',
      'Objections we first acted on in this half year: 1,210',
      'Median time from receipt to our first action: 26.5 hours',
    ])
  })

  it('says still open today while the half year runs', async () => {
    await renderInApp(() => <TransparencyFigures figures={FIGURES} closed={false} />)
    const section = screen.getByTestId('transparency-objections')
    expect(within(section).getByText('Still open today')).toBeTruthy()
  })
})
