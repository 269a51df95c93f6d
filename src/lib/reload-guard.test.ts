import { describe, expect, it } from 'vitest'
import { claimReload, isChunkLoadError } from './reload-guard'

function memory() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  }
}

describe('claimReload', () => {
  it('allows one reload per path within 10 s', () => {
    const s = memory()
    expect(claimReload('/members', 1_000, s)).toBe(true)
    expect(claimReload('/members', 10_999, s)).toBe(false)
    expect(claimReload('/likes', 10_999, s)).toBe(true)
    expect(claimReload('/members', 11_000, s)).toBe(true)
  })

  it('survives a corrupt record', () => {
    const s = memory()
    s.setItem('klik-chunk-reloads', '{oops')
    expect(claimReload('/', 0, s)).toBe(true)
  })
})

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/lazy/x.js'),
      ),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Network down'))).toBe(false)
  })
})
