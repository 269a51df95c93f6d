import { describe, expect, it, vi } from 'vitest'
import { camsOfFeed, FEED_TTL_MS, forgetRemoteCams, remoteCams } from './remote-cams'

const log = { warn: vi.fn() }
const FEED = 'https://feed.example.com/cams.json'

describe('camsOfFeed', () => {
  it('maps the usual field names and drops entries without account or https image', () => {
    const cams = camsOfFeed({
      models: [
        {
          username: 'anna_live',
          nickname: 'Anna',
          age: '31',
          gender: 'F',
          avatar: 'https://img.example.com/a.jpg',
          is_online: false,
        },
        { id: 42, image: 'https://img.example.com/b.jpg', gender: 'man' },
        { username: 'no-image' },
        { username: 'plain-http', image: 'http://img.example.com/c.jpg' },
        'garbage',
      ],
    })
    expect(cams).toEqual([
      {
        account: 'anna_live',
        name: 'Anna',
        age: 31,
        gender: 'female',
        image: 'https://img.example.com/a.jpg',
        online: false,
      },
      {
        account: '42',
        name: '42',
        age: null,
        gender: 'male',
        image: 'https://img.example.com/b.jpg',
        online: true,
      },
    ])
    expect(camsOfFeed('nonsense')).toEqual([])
  })
})

describe('remoteCams', () => {
  it('fetches once per TTL and answers no cams when the feed fails', async () => {
    forgetRemoteCams()
    const fetcher = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify([{ account: 'x', image: 'https://i.example.com/x.png' }])),
      ),
    )
    const now = 1_000_000
    expect(await remoteCams(FEED, log, fetcher, now)).toHaveLength(1)
    expect(await remoteCams(FEED, log, fetcher, now + 1000)).toHaveLength(1)
    expect(fetcher).toHaveBeenCalledTimes(1)

    const failing = vi.fn(() => Promise.reject(new Error('timeout')))
    expect(await remoteCams(FEED, log, failing, now + FEED_TTL_MS + 1)).toEqual([])
    expect(log.warn).toHaveBeenCalled()
    const broken = vi.fn(() => Promise.resolve(new Response('<html>', { status: 200 })))
    expect(await remoteCams('https://other.example.com/feed', log, broken, now)).toEqual([])
    const status = vi.fn(() => Promise.resolve(new Response('{}', { status: 503 })))
    expect(await remoteCams('https://third.example.com/feed', log, status, now)).toEqual([])
  })
})
