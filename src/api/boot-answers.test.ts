import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BOOT_ANSWER_MAX_AGE_MS, BOOT_ELEMENT_ID } from '../contract/boot'
import { resetBootAnswers, takeBootAnswer } from './boot-answers'
import { request } from './client'

function embed(content: string) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = BOOT_ELEMENT_ID
  element.textContent = content
  document.head.append(element)
}

const SEARCH = '/api/search.php?source=members&pp=12&auto_load=1'

describe('boot answers', () => {
  beforeEach(() => {
    resetBootAnswers()
    // Right after the page loaded (the test DOM's clock runs from when its worker made it).
    vi.spyOn(performance, 'now').mockReturnValue(100)
  })
  afterEach(() => {
    document.getElementById(BOOT_ELEMENT_ID)?.remove()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('answers a call once, whatever the order of its query', () => {
    embed(JSON.stringify({ answers: { '/api/search.php?auto_load=1&pp=12&source=members': [1] } }))
    expect(takeBootAnswer(SEARCH)).toEqual([1])
    expect(takeBootAnswer(SEARCH)).toBeUndefined()
  })

  it('has nothing for another call, a page without answers, or unreadable JSON', () => {
    embed(JSON.stringify({ answers: { '/api/settings.php': { name: 'Klik' } } }))
    expect(takeBootAnswer('/api/search.php?pp=6')).toBeUndefined()
    resetBootAnswers()
    document.getElementById(BOOT_ELEMENT_ID)?.remove()
    expect(takeBootAnswer('/api/settings.php')).toBeUndefined()
    resetBootAnswers()
    embed('{"answers": ')
    expect(takeBootAnswer('/api/settings.php')).toBeUndefined()
  })

  it('is not used once the page has been open a while', () => {
    embed(JSON.stringify({ answers: { '/api/settings.php': { name: 'Klik' } } }))
    vi.spyOn(performance, 'now').mockReturnValue(BOOT_ANSWER_MAX_AGE_MS + 1)
    expect(takeBootAnswer('/api/settings.php')).toBeUndefined()
  })

  it('lets request() skip the network', async () => {
    embed(
      JSON.stringify({
        answers: { '/api/settings.php': { name: 'Klik' }, '/api/user.php': { id: 'x' } },
      }),
    )
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    expect(await request('/api/settings.php')).toEqual({ name: 'Klik' })
    expect(await request('/api/user.php')).toEqual({ id: 'x' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('never answers a write', async () => {
    embed(JSON.stringify({ answers: { '/api/likes.php': { ok: true } } }))
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('{"ok":false}', { headers: { 'content-type': 'application/json' } }),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    expect(await request('/api/likes.php', { method: 'POST', body: {} })).toEqual({ ok: false })
    expect(fetchMock).toHaveBeenCalledOnce()
  })
})
