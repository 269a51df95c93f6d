import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { ReportDialog } from './ReportDialog'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  store.set(userAtom, undefined)
})

const answer = { reference: 'KL-7Q2M-XK4D', acknowledged_to: 'me@example.nl' }

function sentBodies(fetch: ReturnType<typeof vi.fn>): Record<string, unknown>[] {
  return fetch.mock.calls.map(
    ([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>,
  )
}

describe('ReportDialog', () => {
  it('asks for a reason before sending anything', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await renderInApp(() => (
      <ReportDialog target={{ profile: 42, name: 'Bram' }} onClose={() => undefined} />
    ))
    const dialog = await screen.findByRole('dialog', { name: 'Report Bram' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Please choose a reason.')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reports a message, keeps its key across a retry, then offers to block', async () => {
    store.set(userAtom, member())
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonAnswer(500, { error: { code: 'internal', message: 'x' } }))
      .mockResolvedValueOnce(jsonAnswer(200, answer))
    vi.stubGlobal('fetch', fetch)
    const onBlock = vi.fn(() => Promise.resolve())
    const onClose = vi.fn()
    await renderInApp(() => (
      <ReportDialog
        target={{ profile: 42, name: 'Bram', message: 9 }}
        onClose={onClose}
        onBlock={onBlock}
      />
    ))
    const dialog = await screen.findByRole('dialog', { name: 'Report a message from Bram' })
    fireEvent.click(within(dialog).getByLabelText('Scam or asking for money'))
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), {
      target: { value: 'Asked for money' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(
      await within(dialog).findByText(
        'Something went wrong on our side. Please try again in a moment.',
      ),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))

    const thanks = await screen.findByRole('dialog', { name: 'Thank you' })
    expect(within(thanks).getByTestId('case-reference').textContent).toBe('KL-7Q2M-XK4D')
    const [first, second] = sentBodies(fetch)
    expect(first).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      reason: 'scam',
      profile: 42,
      message: 9,
      body: 'Asked for money',
    })
    expect(second?.key).toBe(first?.key)

    fireEvent.click(within(thanks).getByRole('button', { name: 'Block Bram' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onBlock).toHaveBeenCalledTimes(1)
  })

  it('offers no block where the page has none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonAnswer(200, answer))),
    )
    await renderInApp(() => (
      <ReportDialog target={{ profile: 42, name: 'Bram', photo: 3 }} onClose={() => undefined} />
    ))
    const dialog = await screen.findByRole('dialog', { name: 'Report a photo of Bram' })
    fireEvent.click(within(dialog).getByLabelText('Fake profile'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' })
    expect(within(thanks).queryByRole('button', { name: 'Block Bram' })).toBeNull()
    // The footer's Close beside the header's ×.
    expect(within(thanks).getAllByRole('button', { name: 'Close' })).toHaveLength(2)
  })
})
