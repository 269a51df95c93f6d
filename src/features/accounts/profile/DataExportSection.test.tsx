import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DataExportResponse } from '../../../contract/data-export'
import { jsonAnswer, renderInApp } from '../../../test/render'
import { DataExportSection } from './DataExportSection'

const NONE: DataExportResponse = {
  state: 'none',
  requested_at: null,
  ready_at: null,
  expires_at: null,
  bytes: null,
}
const PREPARING: DataExportResponse = {
  ...NONE,
  state: 'preparing',
  requested_at: '2026-11-24T10:00:00.000Z',
}
const READY: DataExportResponse = {
  ...PREPARING,
  state: 'ready',
  ready_at: '2026-11-24T10:01:00.000Z',
  expires_at: '2026-11-25T10:01:00.000Z',
  bytes: 2048,
}

/** GET answers `state()`, POST starts an export; the GETs are counted. */
function serve(state: () => DataExportResponse) {
  const fetch = vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(
      url.startsWith('/api/data_export.php')
        ? jsonAnswer(200, init?.method === 'POST' ? PREPARING : state())
        : jsonAnswer(404, { error: { code: 'not_found', message: url } }),
    ),
  )
  vi.stubGlobal('fetch', fetch)
  return () =>
    fetch.mock.calls.filter(
      ([url, init]) => url.startsWith('/api/data_export.php') && init?.method !== 'POST',
    ).length
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const shown = () => screen.getByTestId('data-export-state').textContent
const button = () => screen.getByRole('button', { name: 'Download my data' })

beforeEach(() => {
  // The poll's clock is faked; the router's own waits pass in real time too.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('DataExportSection', () => {
  it('asks once when nothing is being made, and every 15 s after a request until it is ready', async () => {
    let state = NONE
    const asks = serve(() => state)
    await renderInApp(() => <DataExportSection />, '/profile')
    await pass(0)
    expect(asks()).toBe(1)
    expect(shown()).toBe('')
    await pass(60_000)
    expect(asks()).toBe(1)

    fireEvent.click(button())
    await pass(0)
    expect(shown()).toContain('We are preparing your data')
    expect((button() as HTMLButtonElement).disabled).toBe(true)
    state = PREPARING
    await pass(14_000)
    expect(asks()).toBe(1)
    await pass(1_000)
    expect(asks()).toBe(2)

    state = READY
    await pass(15_000)
    expect(asks()).toBe(3)
    expect(shown()).toContain('We emailed you the download link. It works until')
    await pass(60_000)
    expect(asks()).toBe(3)
  })
})
