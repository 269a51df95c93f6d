// The load-more sentinel hydrates the server's page as it is: the server (no
// IntersectionObserver) and the browser (one) draw the same HTML.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LoadMore } from './LoadMore'

const observe = vi.fn()
class FakeObserver {
  observe = observe
  disconnect() {}
}

beforeAll(() => {
  i18n.load('en', {})
  i18n.activate('en')
})

const view = (
  <I18nProvider i18n={i18n}>
    <LoadMore onLoadMore={() => undefined} loading loaded={12} />
  </I18nProvider>
)

afterEach(() => {
  vi.unstubAllGlobals()
  observe.mockClear()
  document.body.innerHTML = ''
})

async function hydrateServerPage() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(view)
  document.body.append(container)
  const mismatch = vi.fn()
  await act(async () => {
    hydrateRoot(container, view, { onRecoverableError: mismatch })
    await Promise.resolve()
  })
  return { container, mismatch }
}

describe('LoadMore', () => {
  it('hydrates the server’s sentinel in a browser with IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    expect(renderToString(view)).toContain('search-sentinel')

    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const { container, mismatch } = await hydrateServerPage()
    expect(mismatch).not.toHaveBeenCalled()
    expect(container.querySelector('.search-sentinel')).not.toBeNull()
    expect(container.querySelector('button')).toBeNull()
    expect(observe).toHaveBeenCalled()
  })

  it('shows the button after hydration where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container, mismatch } = await hydrateServerPage()
    expect(mismatch).not.toHaveBeenCalled()
    expect(container.querySelector('button')?.textContent).toBe('Load more')
    expect(container.querySelector('.search-sentinel')).toBeNull()
  })
})
