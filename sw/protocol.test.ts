import { describe, expect, it, vi } from 'vitest'
import {
  isAppPath,
  isPageMessage,
  isPushNotice,
  isWorkerMessage,
  sendToPage,
  sendToWorker,
} from './protocol'

describe('page → worker messages', () => {
  it('accepts every message of the union', () => {
    expect(isPageMessage({ type: 'SKIP_WAITING' })).toBe(true)
    expect(isPageMessage({ type: 'SESSION_ENDED' })).toBe(true)
    expect(isPageMessage({ type: 'BADGE', count: 0 })).toBe(true)
    expect(isPageMessage({ type: 'BADGE', count: 7 })).toBe(true)
    expect(
      isPageMessage({ type: 'CACHE_URLS', payload: { urlsToCache: ['/assets/chunks/a.js'] } }),
    ).toBe(true)
    expect(isPageMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [] } })).toBe(true)
  })

  it('refuses unknown types, loose strings and malformed fields', () => {
    expect(isPageMessage('SKIP_WAITING')).toBe(false)
    expect(isPageMessage(null)).toBe(false)
    expect(isPageMessage([])).toBe(false)
    expect(isPageMessage({ type: 'NEW_PUSH_CLICK', url: '/' })).toBe(false)
    expect(isPageMessage({ type: 'BADGE', count: -1 })).toBe(false)
    expect(isPageMessage({ type: 'BADGE', count: 1.5 })).toBe(false)
    expect(isPageMessage({ type: 'BADGE', count: '3' })).toBe(false)
    expect(isPageMessage({ type: 'CACHE_URLS' })).toBe(false)
    expect(isPageMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [1] } })).toBe(false)
  })
})

describe('worker → page messages', () => {
  it('accepts a push and a click', () => {
    expect(
      isWorkerMessage({ type: 'NEW_PUSH_MESSAGE', push: { title: 'Anna', url: '/chats/3' } }),
    ).toBe(true)
    expect(isWorkerMessage({ type: 'NEW_PUSH_CLICK', url: '/likes' })).toBe(true)
  })

  it('refuses a click that leads off the app and a push without a title', () => {
    expect(isWorkerMessage({ type: 'NEW_PUSH_CLICK', url: 'https://evil.example/' })).toBe(false)
    expect(isWorkerMessage({ type: 'NEW_PUSH_CLICK', url: '//evil.example/' })).toBe(false)
    expect(isWorkerMessage({ type: 'NEW_PUSH_MESSAGE', push: { url: '/' } })).toBe(false)
    expect(isWorkerMessage({ type: 'SKIP_WAITING' })).toBe(false)
  })
})

describe('push notices', () => {
  it('checks the optional fields too', () => {
    expect(isPushNotice({ title: 'x', url: '/', body: 'b', badge: 2, tag: 't' })).toBe(true)
    expect(isPushNotice({ title: 'x', url: '/', badge: -2 })).toBe(false)
    expect(isPushNotice({ title: 'x', url: '/', body: 3 })).toBe(false)
    expect(isAppPath('/a')).toBe(true)
    expect(isAppPath('a')).toBe(false)
  })
})

describe('senders', () => {
  it('post the message as it is, to either side', () => {
    const target = { postMessage: vi.fn() }
    sendToWorker(target, { type: 'BADGE', count: 2 })
    sendToPage(target, { type: 'NEW_PUSH_CLICK', url: '/likes' })
    expect(target.postMessage.mock.calls).toEqual([
      [{ type: 'BADGE', count: 2 }],
      [{ type: 'NEW_PUSH_CLICK', url: '/likes' }],
    ])
  })
})
