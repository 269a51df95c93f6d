import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdminCase } from '../../contract/admin'
import { jsonAnswer, renderInApp } from '../../test/render'
import { AdminPage } from './AdminPage'
import { bodyOf, REPORT, server } from './test-server'

/** Bert's selfie copying the peace sign, beside his photos now: the main one, a hidden one. */
const SELFIE: AdminCase = {
  ...REPORT,
  id: 6,
  reference: 'KL-0006',
  kind: 'verification',
  reason: 'verification',
  body: '',
  reporter: REPORT.target,
  target_photo: null,
  target_verification: {
    id: 3,
    pose: 'peace',
    status: 'pending',
    submitted_at: '2026-11-24T10:00:00.000Z',
    decided_at: null,
    decline_reason: null,
    selfie: true,
    photos: [
      { id: 31, thumb_filename: 'u/12/t_a.jpg', hidden: false },
      { id: 32, thumb_filename: 'u/12/t_b.jpg', hidden: true },
    ],
  },
}

describe('a verification case', () => {
  it('shows a selfie beside the member photos, approves it and says why the server refuses', async () => {
    const fetch = server({
      'GET /api/admin/cases.php': () => jsonAnswer(200, { cases: [SELFIE] }),
      'POST /api/admin/verification.php': () =>
        jsonAnswer(409, { error: { code: 'verification.no_photo', message: 'no' } }),
    })
    await renderInApp(() => <AdminPage path="" />, '/admin')
    const card = await screen.findByTestId('verification-case')
    expect(screen.getByText('Selfie to check')).toBeTruthy()
    expect(within(card).getByTestId('verification-selfie').getAttribute('src')).toBe(
      '/api/admin/selfie.php?verification=3',
    )
    const photos = within(card).getAllByTestId('verification-photo')
    expect(photos.map((photo) => within(photo).getByRole('img').getAttribute('src'))).toEqual([
      'https://cdn.klik.test/media/u/12/t_a.jpg',
      'https://cdn.klik.test/media/u/12/t_b.jpg',
    ])
    expect(within(photos[0]!).getByText('Main photo')).toBeTruthy()
    expect(within(photos[1]!).getByText('Hidden')).toBeTruthy()
    // Only a decision closes it: no Resolve, Dismiss or Reopen.
    expect(screen.queryByRole('button', { name: /Resolve|Dismiss|Reopen/ })).toBeNull()

    fireEvent.click(within(card).getByTestId('verification-approve'))
    expect((await within(card).findByRole('alert')).textContent).toContain('no main photo')
    expect(bodyOf(fetch, 'POST /api/admin/verification.php')).toEqual({
      verification: 3,
      approve: true,
    })
  })

  it('declines a selfie only with a reason, then shows the decision without the selfie', async () => {
    let decided = false
    const fetch = server({
      'GET /api/admin/cases.php': () =>
        jsonAnswer(200, {
          cases: [
            decided
              ? {
                  ...SELFIE,
                  status: 'resolved',
                  closed_at: '2026-11-24T11:00:00.000Z',
                  target_verification: {
                    ...SELFIE.target_verification,
                    status: 'declined',
                    decided_at: '2026-11-24T11:00:00.000Z',
                    decline_reason: 'pose',
                    selfie: false,
                  },
                }
              : SELFIE,
          ],
        }),
      'POST /api/admin/verification.php': () => {
        decided = true
        return jsonAnswer(200, { state: 'declined', decided_at: '2026-11-24T11:00:00.000Z' })
      },
    })
    await renderInApp(() => <AdminPage path="" />, '/admin')
    const card = await screen.findByTestId('verification-case')
    const decline = within(card).getByTestId<HTMLButtonElement>('verification-decline')
    expect(decline.disabled).toBe(true)
    fireEvent.change(within(card).getByTestId('verification-reason'), { target: { value: 'pose' } })
    expect(decline.disabled).toBe(false)
    fireEvent.click(decline)
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST /api/admin/verification.php')).toEqual({
        verification: 3,
        approve: false,
        reason: 'pose',
      }),
    )
    // The queue loads again: the decision shows, the selfie and the buttons are gone.
    const outcome = await screen.findByTestId('verification-outcome')
    expect(outcome.textContent).toMatch(/^Declined on .+: Does not copy the pose$/)
    expect(screen.queryByTestId('verification-selfie')).toBeNull()
    expect(screen.queryByTestId('verification-approve')).toBeNull()
  })
})
