// The stand-ins VerificationSection's tests share: the states the server answers, an
// XMLHttpRequest for the selfie's upload and a webcam.
import { vi } from 'vitest'
import type { Verification } from '../../../contract/verification'

export const NONE: Verification = {
  state: 'none',
  pose: null,
  pose_expires_at: null,
  submitted_at: null,
  decided_at: null,
  decline_reason: null,
  verified_at: null,
}
export const POSING: Verification = {
  ...NONE,
  state: 'posing',
  pose: 'thumbs_up',
  pose_expires_at: '2099-01-01T10:30:00.000Z',
}
export const PENDING: Verification = {
  ...POSING,
  state: 'pending',
  pose_expires_at: null,
  submitted_at: '2026-11-24T10:00:00.000Z',
}

export interface Sent {
  method: string
  url: string
  headers: Map<string, string>
  body: FormData
}

/** A stand-in for XMLHttpRequest that answers each upload with the next of `answers`. */
export function fakeUploads(answers: Array<[number, unknown] | 'lost'>) {
  const sent: Sent[] = []
  class FakeRequest extends EventTarget {
    status = 0
    responseText = ''
    readonly upload = new EventTarget()
    private request = { method: '', url: '', headers: new Map<string, string>() }
    open(method: string, url: string) {
      this.request.method = method
      this.request.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers.set(name, value)
    }
    getResponseHeader() {
      return null
    }
    send(body: FormData) {
      sent.push({ ...this.request, body })
      const answer = answers[sent.length - 1] ?? 'lost'
      queueMicrotask(() => {
        if (answer === 'lost') {
          this.dispatchEvent(new Event('error'))
          return
        }
        this.status = answer[0]
        this.responseText = JSON.stringify(answer[1])
        this.dispatchEvent(new Event('load'))
      })
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
  return sent
}

/** A desktop with a webcam that the member allows (`film`) or refuses. */
export function fakeWebcam(answer: 'film' | 'refuse') {
  const stop = vi.fn()
  const stream: MediaStream = Object.assign(Object.create(MediaStream.prototype) as MediaStream, {
    getTracks: () => [{ stop }],
  })
  const getUserMedia = vi.fn(() =>
    answer === 'film'
      ? Promise.resolve(stream)
      : Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
  )
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  return { getUserMedia, stop }
}
