import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_MAX_AGE_SECONDS, storage } from './storage'

describe('storage', () => {
  afterEach(() => {
    storage.remove('k')
    localStorage.clear()
  })

  it('keeps 30 days, per the spec', () => {
    expect(STORAGE_MAX_AGE_SECONDS).toBe(30 * 24 * 3600)
  })

  it('writes the cookie and mirrors to localStorage', () => {
    storage.set('k', 'a b')
    expect(document.cookie).toContain('k=a%20b')
    expect(localStorage.getItem('k')).toBe('a b')
    expect(storage.get('k')).toBe('a b')
  })

  it('falls back to the mirror when the cookie is gone', () => {
    storage.set('k', 'v')
    document.cookie = 'k=; Max-Age=0; Path=/'
    expect(storage.get('k')).toBe('v')
  })

  it('removes both copies', () => {
    storage.set('k', 'v')
    storage.remove('k')
    expect(storage.get('k')).toBeNull()
  })
})
