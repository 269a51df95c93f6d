import { describe, expect, it } from 'vitest'
import { captureAffiliateParams } from './affiliate'

describe('captureAffiliateParams', () => {
  it('stores every affiliate parameter and strips them, keeping the rest', () => {
    const stored = new Map<string, string>()
    const url = new URL(
      'https://klik.example/members?network=tt&ref=9&sub=a&sub1=b&sub2=c&sub3=d&aff_sub=e&aff_sub1=f&aff_sub2=g&aff_sub3=h&cpc=0.2&page=2#top',
    )
    const next = captureAffiliateParams(url, { set: (k, v) => stored.set(k, v) })
    expect(next).toBe('/members?page=2#top')
    expect(Object.fromEntries(stored)).toEqual({
      affiliate_network: 'tt',
      affiliate_ref: '9',
      affiliate_sub: 'a',
      affiliate_sub1: 'b',
      affiliate_sub2: 'c',
      affiliate_sub3: 'd',
      affiliate_aff_sub: 'e',
      affiliate_aff_sub1: 'f',
      affiliate_aff_sub2: 'g',
      affiliate_aff_sub3: 'h',
      affiliate_cpc: '0.2',
    })
  })

  it('leaves an address without affiliate parameters alone', () => {
    const stored = new Map<string, string>()
    expect(
      captureAffiliateParams(new URL('https://k.example/?q=1'), {
        set: (k, v) => stored.set(k, v),
      }),
    ).toBeNull()
    expect(stored.size).toBe(0)
  })

  it('strips empty parameters without overwriting a stored value', () => {
    const stored = new Map<string, string>([['affiliate_network', 'old']])
    const next = captureAffiliateParams(new URL('https://k.example/?network='), {
      set: (k, v) => stored.set(k, v),
    })
    expect(next).toBe('/')
    expect(stored.get('affiliate_network')).toBe('old')
  })
})
