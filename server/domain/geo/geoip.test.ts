// The on-disk lookup against the package's own (which reads both files into memory): the same
// country for every kind of address, at range edges, and in the gaps between ranges.
import { readFileSync } from 'node:fs'
import geoip from 'geoip-country'
import { afterAll, describe, expect, it } from 'vitest'
import { GeoipCountries, ipv4Key, ipv6Key, packagedGeoipFiles } from './geoip'

const files = packagedGeoipFiles()
const countries = new GeoipCountries(files)
afterAll(() => countries.close())

const expected = (ip: string) => geoip.lookup(ip)?.country ?? null

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const v4 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')
const v6 = (top: bigint) =>
  `${[48n, 32n, 16n, 0n].map((shift) => ((top >> shift) & 0xffffn).toString(16)).join(':')}::1`

describe('countryOf', () => {
  it('answers known addresses, and null for private, local and malformed ones', async () => {
    expect(await countries.countryOf('145.100.1.1')).toBe('NL')
    expect(await countries.countryOf('80.128.0.1')).toBe('DE')
    expect(await countries.countryOf('::ffff:145.100.1.1')).toBe('NL')
    expect(await countries.countryOf('::FFFF:80.128.0.1')).toBe('DE')
    expect(await countries.countryOf('2a02:a440::1')).toBe(expected('2a02:a440::1'))
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'fe80::1', '0.0.0.0']) {
      expect(await countries.countryOf(ip)).toBeNull()
    }
    for (const ip of ['', 'localhost', '1.2.3', '999.1.1.1', '::ffff:', 'abc::xyz', '1.2.3.4 ']) {
      expect(await countries.countryOf(ip)).toBeNull()
    }
  })

  it('agrees with geoip-country on 20,000 random IPv4 addresses', async () => {
    const next = random(1)
    for (let i = 0; i < 20_000; i++) {
      const ip = v4(Math.floor(next() * 2 ** 32))
      expect(await countries.countryOf(ip), ip).toBe(expected(ip))
    }
  })

  it('agrees at the first and last address of ranges, and just outside them', async () => {
    const data = readFileSync(files.v4)
    const next = random(2)
    for (let i = 0; i < 3_000; i++) {
      const record = Math.floor(next() * (data.length / 10)) * 10
      const start = data.readUInt32BE(record)
      const end = data.readUInt32BE(record + 4)
      for (const n of [start - 1, start, start + 1, end - 1, end, end + 1]) {
        if (n < 0 || n >= 2 ** 32) continue
        expect(await countries.countryOf(v4(n)), v4(n)).toBe(expected(v4(n)))
      }
    }
    // The very first and last ranges (the first and last blocks).
    for (const record of [0, data.length - 10]) {
      const start = data.readUInt32BE(record)
      expect(await countries.countryOf(v4(start))).toBe(expected(v4(start)))
    }
  })

  it('agrees on IPv6 addresses in, at the edges of, and between ranges', async () => {
    const data = readFileSync(files.v6)
    const next = random(3)
    for (let i = 0; i < 3_000; i++) {
      const record = Math.floor(next() * (data.length / 18)) * 18
      const start = data.readBigUInt64BE(record)
      const end = data.readBigUInt64BE(record + 8)
      for (const top of [start - 1n, start, (start + end) / 2n, end, end + 1n]) {
        if (top < 0n || top >= 2n ** 64n) continue
        expect(await countries.countryOf(v6(top)), v6(top)).toBe(expected(v6(top)))
      }
    }
  })
})

describe('address keys', () => {
  it('reads IPv4 as a 32-bit number', () => {
    expect(ipv4Key('1.2.3.4')).toBe(0x01020304n)
    expect(ipv4Key('255.255.255.255')).toBe(0xffffffffn)
  })

  it("reads an IPv6 address's first 64 bits, with :: and an IPv4 tail", () => {
    expect(ipv6Key('2001:db8:1:2:3:4:5:6')).toBe(0x20010db800010002n)
    expect(ipv6Key('2001:db8::1')).toBe(0x20010db800000000n)
    expect(ipv6Key('::1')).toBe(0n)
    expect(ipv6Key('::')).toBe(0n)
    expect(ipv6Key('1::')).toBe(0x0001000000000000n)
    expect(ipv6Key('1:2:3::4:5:6')).toBe(0x0001000200030000n)
    expect(ipv6Key('1:2:3:4:5::1.2.3.4')).toBe(0x0001000200030004n)
    expect(ipv6Key('64:ff9b::1.2.3.4')).toBe(0x0064ff9b00000000n)
  })
})
