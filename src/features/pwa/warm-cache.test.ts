import { describe, expect, it } from 'vitest'
import { warmUrls } from './warm-cache'

const manifest = {
  chunks: ['assets/chunks/likes-1.js', 'assets/chunks/profile-2.js'],
  catalogs: { en: 'assets/chunks/messages-en.js', pl: 'assets/chunks/messages-pl.js' },
}

describe('warmUrls', () => {
  it('takes every route chunk and the catalog of the language in use only', () => {
    expect(warmUrls(manifest, 'pl')).toEqual([
      '/assets/chunks/likes-1.js',
      '/assets/chunks/profile-2.js',
      '/assets/chunks/messages-pl.js',
    ])
  })

  it('takes no catalog for a language the build lacks, and nothing from a bad manifest', () => {
    expect(warmUrls(manifest, 'xx')).toHaveLength(2)
    expect(warmUrls({ chunks: [1], catalogs: {} }, 'en')).toEqual([])
    expect(warmUrls('<html>', 'en')).toEqual([])
    expect(warmUrls(null, 'en')).toEqual([])
  })
})
