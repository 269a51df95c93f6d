import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonAnswer, renderInApp } from '../test-utils'
import { ActivationStep } from './ActivationStep'

function serve(delivered: () => boolean) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url)
      if (url.startsWith('/api/activate.php'))
        return Promise.resolve(jsonAnswer(200, { delivered: delivered() }))
      return Promise.resolve(jsonAnswer(403, { error: { code: 'auth.required', message: 'x' } }))
    }),
  )
  return calls
}

const tick = (ticks = 1) => act(() => vi.advanceTimersByTimeAsync(900 * ticks))

describe('ActivationStep', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('refetches the user once, changes its message with the ticks and gives up after 20', async () => {
    const calls = serve(() => false)
    const onNext = vi.fn()
    // Only the tick is faked: the router renders with the real clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await renderInApp(() => <ActivationStep onNext={onNext} />)
    const stage = () => document.querySelector('.activation-message')?.getAttribute('data-stage')
    expect(stage()).toBe('sending')
    await tick(1)
    expect(calls.filter((url) => url === '/api/user.php')).toHaveLength(1)
    await tick(3)
    expect(stage()).toBe('on_its_way')
    await tick(3)
    expect(stage()).toBe('slow')
    await tick(3)
    expect(stage()).toBe('late')
    expect(onNext).not.toHaveBeenCalled()
    await tick(9)
    expect(onNext).not.toHaveBeenCalled()
    await tick(1)
    expect(onNext).toHaveBeenCalledOnce()
    expect(calls.filter((url) => url === '/api/user.php')).toHaveLength(1)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
  })

  it('completes as soon as the server says the mail was delivered', async () => {
    let delivered = false
    serve(() => delivered)
    const onNext = vi.fn()
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await renderInApp(() => <ActivationStep onNext={onNext} />)
    await tick(2)
    expect(onNext).not.toHaveBeenCalled()
    delivered = true
    await tick(1)
    expect(onNext).toHaveBeenCalledOnce()
    await tick(5)
    expect(onNext).toHaveBeenCalledOnce()
  })
})
