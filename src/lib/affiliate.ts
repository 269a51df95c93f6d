// Affiliate tracking (spec §9): the traffic-source parameters are stored through the
// storage helper on arrival, then stripped from the address so they are not shared,
// bookmarked or sent again.
import { STORED_KEYS } from './storage-keys'

export const AFFILIATE_PARAMS = [
  'network',
  'ref',
  'sub',
  'sub1',
  'sub2',
  'sub3',
  'aff_sub',
  'aff_sub1',
  'aff_sub2',
  'aff_sub3',
  'cpc',
] as const

export type AffiliateParam = (typeof AFFILIATE_PARAMS)[number]

export const affiliateKey = (param: AffiliateParam) => STORED_KEYS.affiliate(param)

interface KeyValueStore {
  set(key: string, value: string): void
}

/** Stores the affiliate parameters of `url` and returns the address without them (null when there were none). */
export function captureAffiliateParams(url: URL, store: KeyValueStore): string | null {
  let found = false
  for (const param of AFFILIATE_PARAMS) {
    const value = url.searchParams.get(param)
    if (value === null) continue
    found = true
    if (value !== '') store.set(affiliateKey(param), value)
    url.searchParams.delete(param)
  }
  if (!found) return null
  return `${url.pathname}${url.search}${url.hash}`
}
