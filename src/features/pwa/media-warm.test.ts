import { describe, expect, it, vi } from 'vitest'
import type { PageMessage } from '../../../sw/protocol'
import { createMediaWarmer } from './media-warm'

function setUp(delivered = true) {
  const post = vi.fn((_message: PageMessage) => Promise.resolve(delivered))
  return { post, warmer: createMediaWarmer(post) }
}

const urlsOf = (message: PageMessage | undefined) =>
  message?.type === 'CACHE_URLS' ? message.payload.urlsToCache : []

describe('the media warmer', () => {
  it('sends one CACHE_URLS message per batch with only URLs not asked for before', async () => {
    const { post, warmer } = setUp()
    warmer.warm(['/media/a.webp', '/media/b.webp'])
    warmer.warm(['/media/b.webp', '/media/c.webp'])
    warmer.warm(['/media/a.webp'])
    await Promise.resolve()
    expect(post).toHaveBeenCalledTimes(2)
    expect(urlsOf(post.mock.calls[0]?.[0])).toEqual(['/media/a.webp', '/media/b.webp'])
    expect(urlsOf(post.mock.calls[1]?.[0])).toEqual(['/media/c.webp'])
  })

  it('asks again when no worker received it, and after a session end', async () => {
    const { post, warmer } = setUp(false)
    warmer.warm(['/media/a.webp'])
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    warmer.warm(['/media/a.webp'])
    expect(post).toHaveBeenCalledTimes(2)

    const delivering = setUp(true)
    delivering.warmer.warm(['/media/a.webp'])
    delivering.warmer.forget()
    delivering.warmer.warm(['/media/a.webp'])
    expect(delivering.post).toHaveBeenCalledTimes(2)
  })
})
