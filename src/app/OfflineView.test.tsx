import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OfflineView } from './OfflineView'

function renderView(onRetry: () => void) {
  i18n.load('en', {})
  i18n.activate('en')
  return render(
    <I18nProvider i18n={i18n}>
      <OfflineView onRetry={onRetry} />
    </I18nProvider>,
  )
}

describe('OfflineView', () => {
  it('says the member is offline and retries on the button', () => {
    const onRetry = vi.fn()
    renderView(onRetry)
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('opens the page by itself when the connection returns, and stops listening after', () => {
    const onRetry = vi.fn()
    const view = renderView(onRetry)
    window.dispatchEvent(new Event('online'))
    expect(onRetry).toHaveBeenCalledTimes(1)
    view.unmount()
    window.dispatchEvent(new Event('online'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
