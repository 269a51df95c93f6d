import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/endpoint'
import { store } from '../../../lib/store'
import { settingsAtom, userAtom } from '../../../session'
import { jsonAnswer, renderInApp, TEST_SETTINGS, testUser } from '../test-utils'
import { PhotoStep } from './PhotoStep'

/** A stand-in for XMLHttpRequest: the first `failures` sends fail as a lost connection. */
function fakeUploads(failures: number) {
  const keys: (string | undefined)[] = []
  class FakeRequest extends EventTarget {
    status = 0
    responseText = ''
    readonly upload = new EventTarget()
    private headers = new Map<string, string>()
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value)
    }
    getResponseHeader() {
      return 'application/json'
    }
    send() {
      keys.push(this.headers.get(IDEMPOTENCY_KEY_HEADER))
      queueMicrotask(() => {
        if (keys.length <= failures) {
          this.dispatchEvent(new Event('error'))
          return
        }
        this.status = 200
        this.responseText = JSON.stringify({ images: [] })
        this.dispatchEvent(new Event('load'))
      })
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
  return keys
}

const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' })
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('photo-input'), { target: { files } })

describe('PhotoStep', () => {
  beforeEach(() => {
    store.set(settingsAtom, TEST_SETTINGS)
    store.set(userAtom, testUser())
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonAnswer(200, testUser()))),
    )
    URL.createObjectURL = vi.fn(() => 'blob:photo')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('saves again after a lost answer with the same upload key, a changed set with a new one', async () => {
    const keys = fakeUploads(2)
    const onNext = vi.fn()
    await renderInApp(() => <PhotoStep onNext={onNext} />)
    choose(photo('a.jpg'))
    const save = await screen.findByRole('button', { name: 'Save' })
    fireEvent.click(save)
    await screen.findByRole('alert')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])

    // Another photo makes another set: its upload is a new one.
    choose(photo('b.jpg'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce())
    expect(keys).toHaveLength(3)
    expect(keys[2]).not.toBe(keys[0])
  })
})
