// Which country an IP address is in, from the offline GeoLite2 country database bundled with
// geoip-country (loaded into memory once; lookups take about a microsecond).
import geoip from 'geoip-country'
import type { CountryCode } from '../../../src/contract/common'

/** The country of `ip`, or null for private, local and unknown addresses. */
export function countryOfIp(ip: string): CountryCode | null {
  // IPv4 clients on a dual-stack socket appear as "::ffff:1.2.3.4".
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip
  return geoip.lookup(address)?.country ?? null
}
