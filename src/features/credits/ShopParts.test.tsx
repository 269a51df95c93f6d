import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../test/render'
import { PayStep } from './ShopParts'

afterEach(cleanup)

describe('PayStep: the withdrawal waiver', () => {
  for (const kind of ['credits', 'premium'] as const) {
    it(`links the return policy at the box, in a new tab (${kind})`, async () => {
      const onAgree = vi.fn()
      await renderInApp(
        () => (
          <form>
            <PayStep
              kind={kind}
              agreed={false}
              onAgree={onAgree}
              error={null}
              busy={false}
              label="Pay"
              testId="pay"
            />
          </form>
        ),
        '/credits/credits-250',
      )
      const waiver = screen.getByTestId('waiver')
      const link = within(waiver).getByRole('link', {
        name: 'Read the return policy (opens in a new tab)',
      })
      expect(link.getAttribute('href')).toBe('/pages/return-policy')
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
      // The link is not part of the box's label: following it never ticks the box.
      const box = within(waiver).getByRole('checkbox')
      expect(box.closest('label')?.contains(link)).toBe(false)
      // (The test's browser would try to open the page: its default action is left out.)
      link.addEventListener('click', (event) => event.preventDefault())
      fireEvent.click(link)
      expect(onAgree).not.toHaveBeenCalled()
      expect((box as HTMLInputElement).checked).toBe(false)
      fireEvent.click(box)
      expect(onAgree).toHaveBeenCalledWith(true)
    })
  }
})
