import { describe, expect, it } from 'vitest'
import { bootKey } from './boot'

describe('bootKey', () => {
  it('names a call by its path and its sorted query', () => {
    expect(bootKey('/api/search.php?source=members&pp=12&auto_load=1')).toBe(
      '/api/search.php?auto_load=1&pp=12&source=members',
    )
    expect(bootKey('/api/search.php?pp=12&source=members&auto_load=1')).toBe(
      bootKey('/api/search.php?auto_load=1&source=members&pp=12'),
    )
  })

  it('keeps a call without a query as its path, and tells values apart', () => {
    expect(bootKey('/api/settings.php')).toBe('/api/settings.php')
    expect(bootKey('/api/settings.php?')).toBe('/api/settings.php')
    expect(bootKey('/api/search.php?pp=6')).not.toBe(bootKey('/api/search.php?pp=12'))
  })
})
