// Which country an IP address is in, from the offline GeoLite2 country ranges that the
// geoip-country package ships (its data/ folder; its own code is not used). Both files are
// sorted, non-overlapping ranges:
//   geoip-country.dat    IPv4: start, end (u32 big-endian), country (2 ASCII): 10 bytes each
//   geoip-country6.dat   IPv6: start, end (the address's first 64 bits, u64 big-endian),
//                        country: 18 bytes each
// The package's own lookup reads both files into the heap (8 MB, a tenth of the server's
// memory budget, for a call made once per visit). Here they stay on disk: memory holds every
// 256th range's start (about 10 KB), and a lookup reads one block of 256 ranges (2.5 or
// 4.5 KB, from the page cache after the first read) and searches it: one read, off the main
// thread, about 50 µs.
import { open, type FileHandle } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { isIPv4, isIPv6 } from 'node:net'
import path from 'node:path'
import type { CountryCode } from '../../../src/contract/common'

const RANGES_PER_BLOCK = 256

/** One of the two range files, open, with the start of each block of ranges. */
class RangeFile {
  private constructor(
    private readonly handle: FileHandle,
    private readonly recordBytes: number,
    private readonly keyBytes: 4 | 8,
    /** blockStarts[b] is the start of range b × RANGES_PER_BLOCK. */
    private readonly blockStarts: readonly bigint[],
  ) {}

  static async open(file: string, recordBytes: number, keyBytes: 4 | 8): Promise<RangeFile> {
    const handle = await open(file, 'r')
    try {
      const { size } = await handle.stat()
      if (size === 0 || size % recordBytes !== 0) {
        throw new Error(
          `${file}: ${size} bytes is not a whole number of ${recordBytes}-byte ranges`,
        )
      }
      const count = size / recordBytes
      // Read through once, 64 blocks at a time, keeping each block's first start.
      const blockStarts: bigint[] = []
      const chunk = Buffer.alloc(64 * RANGES_PER_BLOCK * recordBytes)
      for (let range = 0; range < count; range += 64 * RANGES_PER_BLOCK) {
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, range * recordBytes)
        for (let offset = 0; offset < bytesRead; offset += RANGES_PER_BLOCK * recordBytes) {
          blockStarts.push(readKey(chunk, offset, keyBytes))
        }
      }
      return new RangeFile(handle, recordBytes, keyBytes, blockStarts)
    } catch (error) {
      await handle.close()
      throw error
    }
  }

  /** The country of the range holding `key`, or null when none does. */
  async countryOf(key: bigint): Promise<string | null> {
    const block = lastAtOrBelow(this.blockStarts.length, (i) => this.blockStarts[i] as bigint, key)
    if (block < 0) return null
    const buffer = Buffer.alloc(RANGES_PER_BLOCK * this.recordBytes)
    const { bytesRead } = await this.handle.read(
      buffer,
      0,
      buffer.length,
      block * RANGES_PER_BLOCK * this.recordBytes,
    )
    const ranges = Math.floor(bytesRead / this.recordBytes)
    const at = (i: number) => i * this.recordBytes
    const range = lastAtOrBelow(ranges, (i) => readKey(buffer, at(i), this.keyBytes), key)
    if (range < 0 || readKey(buffer, at(range) + this.keyBytes, this.keyBytes) < key) return null
    const country = at(range) + 2 * this.keyBytes
    return buffer.toString('latin1', country, country + 2)
  }

  close(): Promise<void> {
    return this.handle.close()
  }
}

function readKey(buffer: Buffer, offset: number, bytes: 4 | 8): bigint {
  return bytes === 4 ? BigInt(buffer.readUInt32BE(offset)) : buffer.readBigUInt64BE(offset)
}

/** The last i in [0, count) with keyAt(i) ≤ key (keys ascending), or -1. */
function lastAtOrBelow(count: number, keyAt: (i: number) => bigint, key: bigint): number {
  let low = 0
  let high = count
  while (low < high) {
    const middle = (low + high) >>> 1
    if (keyAt(middle) <= key) low = middle + 1
    else high = middle
  }
  return low - 1
}

/** An IPv4 address as a number, e.g. 1.2.3.4 → 0x01020304. */
export function ipv4Key(address: string): bigint {
  return address.split('.').reduce((key, part) => (key << 8n) | BigInt(Number(part)), 0n)
}

/** An IPv6 address's first 64 bits (the part the ranges are written in). */
export function ipv6Key(address: string): bigint {
  const [head = '', tail] = address.split('::')
  const groups = (part: string | undefined) =>
    part === undefined || part === ''
      ? []
      : part.split(':').flatMap((group) =>
          // An IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups.
          group.includes('.')
            ? [Number(ipv4Key(group) >> 16n), Number(ipv4Key(group) & 0xffffn)]
            : [Number.parseInt(group, 16)],
        )
  const first = groups(head)
  const last = groups(tail)
  const zeros = new Array<number>(Math.max(0, 8 - first.length - last.length)).fill(0)
  const all = tail === undefined ? first : [...first, ...zeros, ...last]
  return all.slice(0, 4).reduce((key: bigint, group: number) => (key << 16n) | BigInt(group), 0n)
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

export interface GeoipFiles {
  v4: string
  v6: string
}

/** Where geoip-country keeps its ranges. */
export function packagedGeoipFiles(): GeoipFiles {
  const data = path.join(
    path.dirname(createRequire(import.meta.url).resolve('geoip-country/package.json')),
    'data',
  )
  return { v4: path.join(data, 'geoip-country.dat'), v6: path.join(data, 'geoip-country6.dat') }
}

/**
 * Country lookups on a pair of range files, opened at the first lookup. The last RECENT
 * addresses' answers are kept: a visitor's page asks for theirs three times (the page's cache
 * key, the settings, the search), and each of their calls after it again.
 */
export class GeoipCountries {
  static readonly RECENT = 10_000
  private opened: Promise<{ v4: RangeFile; v6: RangeFile }> | undefined
  private readonly recent = new Map<string, CountryCode | null>()

  constructor(private readonly files: GeoipFiles = packagedGeoipFiles()) {}

  private open() {
    this.opened ??= Promise.all([
      RangeFile.open(this.files.v4, 10, 4),
      RangeFile.open(this.files.v6, 18, 8),
    ]).then(
      ([v4, v6]) => ({ v4, v6 }),
      (error: unknown) => {
        // The next lookup tries again (a file being replaced, say).
        this.opened = undefined
        throw error
      },
    )
    return this.opened
  }

  /** The country of `ip`, or null for private, local, unknown and malformed addresses. */
  async countryOf(ip: string): Promise<CountryCode | null> {
    const known = this.recent.get(ip)
    if (known !== undefined) return known
    // IPv4 clients on a dual-stack socket appear as "::ffff:1.2.3.4".
    const address = IPV4_MAPPED.exec(ip)?.[1] ?? ip
    let country: CountryCode | null = null
    if (isIPv4(address)) country = await (await this.open()).v4.countryOf(ipv4Key(address))
    else if (isIPv6(address)) country = await (await this.open()).v6.countryOf(ipv6Key(address))
    this.recent.set(ip, country)
    if (this.recent.size > GeoipCountries.RECENT) {
      const oldest = this.recent.keys().next().value
      if (oldest !== undefined) this.recent.delete(oldest)
    }
    return country
  }

  async close(): Promise<void> {
    const opened = this.opened
    this.opened = undefined
    this.recent.clear()
    if (opened === undefined) return
    const { v4, v6 } = await opened
    await Promise.all([v4.close(), v6.close()])
  }
}

const packaged = new GeoipCountries()

/** The country of `ip` from the packaged ranges, or null when it has none. */
export function countryOfIp(ip: string): Promise<CountryCode | null> {
  return packaged.countryOf(ip)
}
