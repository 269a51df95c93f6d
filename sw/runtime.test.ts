import { describe, expect, it, vi } from 'vitest'
import { cacheLazyUrls, cacheMediaUrls, LAZY_CACHE, MEDIA_CACHE } from './runtime'
import { FakeCacheStorage } from './test/fakes'

const ORIGIN = 'https://klik.example'

describe('cacheLazyUrls', () => {
  it('caches the chunks the page loaded, and only those of this origin', async () => {
    const storage = new FakeCacheStorage()
    await cacheLazyUrls(storage.asCacheStorage, ORIGIN, [
      `${ORIGIN}/assets/chunks/likes-1.js`,
      '/assets/chunks/search-2.js',
      `${ORIGIN}/assets/index-3.js`,
      'https://cdn.example/assets/chunks/x.js',
      `${ORIGIN}/media/1.jpg`,
    ])
    expect(storage.caches.get(LAZY_CACHE)?.fetched).toEqual([
      `${ORIGIN}/assets/chunks/likes-1.js`,
      '/assets/chunks/search-2.js',
    ])
    expect(storage.caches.has(MEDIA_CACHE)).toBe(false)
  })

  it('does not fetch again what is cached already', async () => {
    const storage = new FakeCacheStorage()
    const url = `${ORIGIN}/assets/chunks/likes-1.js`
    await cacheLazyUrls(storage.asCacheStorage, ORIGIN, [url])
    await cacheLazyUrls(storage.asCacheStorage, ORIGIN, [url])
    expect(storage.caches.get(LAZY_CACHE)?.fetched).toEqual([url])
  })

  it('fetches one at a time, skips a file that fails and caches the rest', async () => {
    const storage = new FakeCacheStorage([LAZY_CACHE])
    const cache = storage.caches.get(LAZY_CACHE)!
    const [a, b, c] = ['a-1', 'b-2', 'c-3'].map((name) => `${ORIGIN}/assets/chunks/${name}.js`)
    cache.failing.add(b!)
    await cacheLazyUrls(storage.asCacheStorage, ORIGIN, [a!, b!, c!, a!])
    expect(cache.fetched).toEqual([a, b, c])
    expect([...cache.entries.keys()]).toEqual([a, c])
  })

  it('opens no cache when nothing qualifies', async () => {
    const storage = new FakeCacheStorage()
    await cacheLazyUrls(storage.asCacheStorage, ORIGIN, [`${ORIGIN}/index.html`])
    expect(storage.caches.size).toBe(0)
  })
})

describe('cacheMediaUrls', () => {
  it('fetches the thumbnails of this origin through the media strategy, once each, in order', async () => {
    const fetched: string[] = []
    await cacheMediaUrls(
      (url) => {
        fetched.push(url)
        return Promise.resolve()
      },
      ORIGIN,
      [
        '/media/demo/a-thumb.webp',
        `${ORIGIN}/media/b-thumb.webp`,
        '/media/demo/a-thumb.webp',
        'https://cdn.example/media/c.webp',
        '/assets/chunks/likes-1.js',
      ],
    )
    expect(fetched).toEqual(['/media/demo/a-thumb.webp', `${ORIGIN}/media/b-thumb.webp`])
  })

  it('goes on after a thumbnail that fails (offline)', async () => {
    const through = vi.fn((url: string) =>
      url.includes('a') ? Promise.reject(new TypeError('offline')) : Promise.resolve(),
    )
    await cacheMediaUrls(through, ORIGIN, ['/media/a.webp', '/media/b.webp'])
    expect(through).toHaveBeenCalledTimes(2)
  })
})
