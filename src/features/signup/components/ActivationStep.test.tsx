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

/** The step's clock and its polling are faked; the router's waits pass in real time too. */
const fakeClock = () =>
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    shouldAdvanceTime: true,
  })
const asks = (calls: string[]) => calls.filter((url) => url === '/api/activate.php').length

describe('ActivationStep', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('refetches the user once, changes its message with the ticks and gives up after 20', async () => {
    const calls = serve(() => false)
    const onNext = vi.fn()
    fakeClock()
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
    // Once the ticks ran out, the server is asked no more.
    const asked = asks(calls)
    await tick(5)
    expect(asks(calls)).toBe(asked)
  })

  it('completes as soon as the server says the mail was delivered', async () => {
    let delivered = false
    const calls = serve(() => delivered)
    const onNext = vi.fn()
    fakeClock()
    await renderInApp(() => <ActivationStep onNext={onNext} />)
    await tick(2)
    expect(onNext).not.toHaveBeenCalled()
    expect(asks(calls)).toBe(2)
    delivered = true
    await tick(1)
    expect(onNext).toHaveBeenCalledOnce()
    const asked = asks(calls)
    await tick(5)
    expect(onNext).toHaveBeenCalledOnce()
    expect(asks(calls)).toBe(asked)
  })
})
