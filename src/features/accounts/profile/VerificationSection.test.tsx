import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useAtomValue } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/endpoint'
import type { UserProfile } from '../../../contract/user'
import type { Verification } from '../../../contract/verification'
import { store } from '../../../lib/store'
import { userAtom } from '../../../session'
import { clearSession } from '../../../session/test-session'
import { member } from '../../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../../test/render'
import { fakeUploads, fakeWebcam, NONE, PENDING, POSING } from './test-verification'
import { VerificationSection } from './VerificationSection'

const withPhoto: UserProfile = member(
  {},
  {
    images: [{ id: 11, filename: 'u/7/a.jpg', thumb_filename: 'u/7/a-t.jpg' }],
    main_image: { filename: 'u/7/a.jpg', thumb_filename: 'u/7/a-t.jpg' },
  },
).profile

/** GET answers `state()`, POST a new pose; every call is kept. */
function serve(state: () => Verification, start: () => Response = () => jsonAnswer(200, POSING)) {
  const fetch = vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(
      !url.startsWith('/api/verification.php')
        ? jsonAnswer(404, { error: { code: 'not_found', message: url } })
        : init?.method === 'POST'
          ? start()
          : jsonAnswer(200, state()),
    ),
  )
  vi.stubGlobal('fetch', fetch)
  return {
    gets: () => fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length,
    posts: () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST'),
  }
}

const stateShown = () => screen.getByTestId('verification-state').getAttribute('data-state')
const selfie = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' })
const chooseSelfie = (file = selfie) =>
  fireEvent.change(screen.getByTestId('verification-selfie-input'), { target: { files: [file] } })

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:selfie')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  clearSession()
  Reflect.deleteProperty(navigator, 'mediaDevices')
})

describe('VerificationSection', () => {
  it('explains verification and asks for a pose, which it then shows drawn and in words', async () => {
    const calls = serve(() => NONE)
    await renderInApp(() => <VerificationSection profile={withPhoto} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('none'))
    expect(screen.getByTestId('verification-section').textContent).toContain(
      'Show other members that you are the person in your photos.',
    )
    fireEvent.click(screen.getByTestId('verification-start'))
    await waitFor(() => expect(stateShown()).toBe('posing'))
    expect(calls.posts()).toHaveLength(1)
    expect(JSON.parse(calls.posts()[0]?.[1]?.body as string)).toEqual({})
    const drawing = screen.getByRole('img', { name: 'Hold a thumb up beside your face' })
    expect(drawing.getAttribute('data-pose')).toBe('thumbs_up')
    expect(screen.getByTestId('verification-instruction').textContent).toBe(
      'Hold a thumb up beside your face',
    )
    expect(screen.getByTestId('verification-selfie-input').getAttribute('capture')).toBe('user')
  })

  it('asks for a main photo first, instead of offering to start', async () => {
    serve(() => NONE)
    const profile = { ...withPhoto, main_image: null, images: [] }
    await renderInApp(() => <VerificationSection profile={profile} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('none'))
    expect(screen.queryByTestId('verification-start')).toBeNull()
    expect(screen.getByTestId('verification-no-photo').textContent).toContain('add a main photo')
  })

  it('says why the last selfie was declined, and that a new main photo needs a new selfie', async () => {
    let state: Verification = { ...PENDING, state: 'declined', decline_reason: 'screen' }
    serve(() => state)
    const view = await renderInApp(() => <VerificationSection profile={withPhoto} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('declined'))
    expect(screen.getByTestId('verification-section').textContent).toContain(
      'Your last selfie was declined: This is a photo of a screen or of a print, not a selfie.',
    )
    expect(screen.getByTestId('verification-start').textContent).toBe('Try again')
    view.unmount()

    state = { ...NONE, state: 'lapsed', pose: 'peace', decided_at: '2026-11-20T10:00:00.000Z' }
    await renderInApp(() => <VerificationSection profile={withPhoto} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('lapsed'))
    expect(screen.getByTestId('verification-section').textContent).toContain(
      'You changed your main photo',
    )
    expect(screen.getByTestId('verification-start').textContent).toBe('Verify me')
  })

  it('sends the chosen selfie with its key, the same key again after a lost answer', async () => {
    serve(() => POSING)
    const sent = fakeUploads(['lost', [201, PENDING]])
    await renderInApp(() => <VerificationSection profile={withPhoto} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('posing'))
    chooseSelfie()
    expect(screen.getByTestId('verification-preview').getAttribute('src')).toBe('blob:selfie')

    fireEvent.click(screen.getByTestId('verification-send'))
    await screen.findByText(/You seem to be offline/)
    fireEvent.click(screen.getByTestId('verification-send'))
    await waitFor(() => expect(stateShown()).toBe('pending'))
    expect(screen.getByTestId('verification-section').textContent).toContain(
      'Thanks! Our team checks your selfie, usually within a day.',
    )

    expect(sent).toHaveLength(2)
    const [first, second] = sent
    expect(first?.method).toBe('POST')
    expect(first?.url).toBe('/api/verification_selfie.php')
    expect(first?.headers.get('X-Package')).toBe('klik')
    expect(first?.headers.get('Accept')).toBe('application/json')
    const key = first?.headers.get(IDEMPOTENCY_KEY_HEADER)
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(key)
    expect((first?.body.get('selfie') as File).name).toBe('me.jpg')
    expect([...(first?.body.keys() ?? [])]).toEqual(['selfie'])
  })

  it('takes another selfie under a new key, and refuses what is not a photo', async () => {
    serve(() => POSING)
    const sent = fakeUploads([
      [409, { error: { code: 'verification.selfie_used', message: 'used' } }],
      [201, PENDING],
    ])
    await renderInApp(() => <VerificationSection profile={withPhoto} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('posing'))
    chooseSelfie(new File(['%PDF'], 'me.pdf', { type: 'application/pdf' }))
    expect(screen.getByRole('alert').textContent).toBe('Please send a PNG or JPEG photo.')
    expect(screen.queryByTestId('verification-preview')).toBeNull()

    chooseSelfie()
    fireEvent.click(screen.getByTestId('verification-send'))
    await screen.findByText('This picture was sent before. Please take a new selfie.')
    fireEvent.click(screen.getByTestId('verification-retake'))
    chooseSelfie()
    fireEvent.click(screen.getByTestId('verification-send'))
    await waitFor(() => expect(stateShown()).toBe('pending'))
    const [first, second] = sent.map((one) => one.headers.get(IDEMPOTENCY_KEY_HEADER))
    expect(second).not.toBe(first)
  })

  it('offers a new pose when the pose expired', async () => {
    const calls = serve(
      () => POSING,
      () => jsonAnswer(200, { ...POSING, pose: 'head_turn' }),
    )
    fakeUploads([[409, { error: { code: 'verification.pose_expired', message: 'expired' } }]])
    await renderInApp(() => <VerificationSection profile={withPhoto} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('posing'))
    chooseSelfie()
    fireEvent.click(screen.getByTestId('verification-send'))
    await screen.findByText(/This pose has expired/)
    fireEvent.click(screen.getByTestId('verification-expired-new-pose'))
    await screen.findByRole('img', { name: 'Turn your head to the side, so we see your profile' })
    expect(calls.posts()).toHaveLength(1)
    // The new pose starts afresh: the selfie taken for the old one is gone.
    expect(screen.queryByTestId('verification-preview')).toBeNull()
  })

  it('films with the webcam on a desktop, and stops the camera when closed', async () => {
    serve(() => POSING)
    const webcam = fakeWebcam('film')
    await renderInApp(() => <VerificationSection profile={withPhoto} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('posing'))
    expect(screen.getByText('Choose a photo')).toBeTruthy()
    fireEvent.click(screen.getByTestId('verification-camera-open'))
    expect(screen.getByTestId('verification-camera')).toBeTruthy()
    await waitFor(() => expect(webcam.getUserMedia).toHaveBeenCalledOnce())
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByTestId('verification-camera')).toBeNull()
    await waitFor(() => expect(webcam.stop).toHaveBeenCalledOnce())
  })

  it('says so when the webcam is refused, and keeps the way to choose a photo', async () => {
    serve(() => POSING)
    fakeWebcam('refuse')
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await renderInApp(() => <VerificationSection profile={withPhoto} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('posing'))
    fireEvent.click(screen.getByTestId('verification-camera-open'))
    await screen.findByTestId('verification-camera-refused')
    expect(screen.queryByTestId('verification-camera-open')).toBeNull()
    expect(screen.getByTestId('verification-selfie-input')).toBeTruthy()
  })

  it('asks again when the member comes back to the page, and shows the decision', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    let state = PENDING
    const calls = serve(() => state)
    await renderInApp(() => <VerificationSection profile={withPhoto} />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('pending'))
    expect(calls.gets()).toBe(1)

    state = { ...PENDING, state: 'verified', verified_at: '2026-11-25T09:00:00.000Z' }
    vi.setSystemTime(Date.now() + 5_000)
    act(() => {
      window.dispatchEvent(new Event('focus'))
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => expect(stateShown()).toBe('verified'))
    // Focus and visibility together are one return.
    expect(calls.gets()).toBe(2)
    expect(screen.getByTestId('verified-label').textContent).toBe('Verified')
    expect(screen.getByTestId('verification-section').textContent).toContain(
      'since November 25, 2026',
    )
  })

  it('asks again when the main photo changes (a verified state lapses)', async () => {
    const calls = serve(() => NONE)
    const anna = member({}, withPhoto)
    store.set(userAtom, anna)
    const FromSession = () => {
      const user = useAtomValue(userAtom)
      return user ? <VerificationSection profile={user.profile} /> : null
    }
    await renderInApp(() => <FromSession />, '/profile')
    await waitFor(() => expect(stateShown()).toBe('none'))
    expect(calls.gets()).toBe(1)
    const main_image = { filename: 'u/7/b.jpg', thumb_filename: 'u/7/b-t.jpg' }
    act(() => store.set(userAtom, { ...anna, profile: { ...anna.profile, main_image } }))
    await waitFor(() => expect(calls.gets()).toBe(2))
  })
})
