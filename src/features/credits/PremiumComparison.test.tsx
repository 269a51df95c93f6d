import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInApp } from '../../test/render'
import { PremiumComparison } from './PremiumComparison'

afterEach(cleanup)

describe('PremiumComparison', () => {
  it('says in words what each membership gets, row by row', async () => {
    await renderInApp(() => <PremiumComparison />, '/premium')
    const table = screen.getByRole('table', { name: 'Free membership and premium compared' })
    const row = (feature: string) =>
      within(table)
        .getByRole('row', { name: new RegExp(`^${feature}`) })
        .querySelectorAll('td')
    const cells = (feature: string) => [...row(feature)].map((cell) => cell.textContent)
    expect(cells('Every photo of every member full size')).toEqual(['– Not included', '✓ Included'])
    expect(cells('Who visited your profile')).toEqual([
      'How many, with blurred photos',
      'Who, with their profiles',
    ])
    expect(cells('Browse incognito')).toEqual(['– Not included', '✓ Included'])
    expect(cells('Messages')).toEqual(['Credits per message', 'Credits per message'])
  })
})
