// A small ZIP writer (PKWARE APPNOTE 6.3, no ZIP64) for the data export: entries are written to
// a file one at a time, so memory holds one entry (one photo, or the JSON), never the archive.
// Text is deflated (zlib.deflateRawSync); JPEG photos are stored, as deflating them gains
// nothing. Names are UTF-8 (flag bit 11). node:zlib has crc32 since Node 20.15, so this needs
// no dependency; the unit test checks the result with Info-ZIP's `unzip -t`.
import type { FileHandle } from 'node:fs/promises'
import { open } from 'node:fs/promises'
import { crc32, deflateRawSync } from 'node:zlib'

/** Without ZIP64 an archive, an entry and an offset stay below 4 GiB, and 65,535 entries. */
const MAX_32 = 0xffffffff
const MAX_ENTRIES = 0xffff
const UTF8_NAMES = 0x0800
const VERSION = 20
const STORED = 0
const DEFLATED = 8

interface CentralEntry {
  name: Buffer
  method: number
  crc: number
  compressedSize: number
  size: number
  offset: number
  time: number
  date: number
}

/** The MS-DOS time and date of `at` (local fields in UTC, two-second steps, from 1980). */
export function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear())
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  }
}

/**
 * Writes the fields both headers of an entry hold in the same order (APPNOTE 4.3.7, 4.3.12),
 * from the flags to the name's length, starting at byte `at`.
 */
function writeEntryFields(header: Buffer, entry: CentralEntry, at: number): void {
  header.writeUInt16LE(UTF8_NAMES, at)
  header.writeUInt16LE(entry.method, at + 2)
  header.writeUInt16LE(entry.time, at + 4)
  header.writeUInt16LE(entry.date, at + 6)
  header.writeUInt32LE(entry.crc, at + 8)
  header.writeUInt32LE(entry.compressedSize, at + 12)
  header.writeUInt32LE(entry.size, at + 16)
  header.writeUInt16LE(entry.name.length, at + 20)
}

export class ZipWriter {
  private readonly entries: CentralEntry[] = []
  private readonly names = new Set<string>()
  private offset = 0
  private closed = false

  private constructor(
    private readonly file: FileHandle,
    private readonly modified: Date,
  ) {}

  /** A new archive at `path` (replaced if it exists); entries carry `modified` as their time. */
  static async create(path: string, modified = new Date()): Promise<ZipWriter> {
    return new ZipWriter(await open(path, 'w', 0o600), modified)
  }

  /** Adds one file; `compress` deflates it (text), otherwise it is stored as is (JPEG). */
  async add(name: string, data: Buffer, compress: boolean): Promise<void> {
    if (this.closed) throw new Error('zip: archive already finished')
    if (name === '' || name.startsWith('/') || name.split('/').includes('..')) {
      throw new Error(`zip: unsafe entry name ${name}`)
    }
    if (this.names.has(name)) throw new Error(`zip: duplicate entry ${name}`)
    if (this.entries.length >= MAX_ENTRIES) throw new Error('zip: too many entries')
    const body = compress ? deflateRawSync(data) : data
    const nameBytes = Buffer.from(name, 'utf8')
    const { time, date } = dosDateTime(this.modified)
    const entry: CentralEntry = {
      name: nameBytes,
      method: compress ? DEFLATED : STORED,
      crc: crc32(data),
      compressedSize: body.length,
      size: data.length,
      offset: this.offset,
      time,
      date,
    }
    if (entry.size > MAX_32 || this.offset + 30 + nameBytes.length + body.length > MAX_32) {
      throw new Error('zip: archive larger than 4 GiB')
    }
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(VERSION, 4)
    writeEntryFields(header, entry, 6)
    header.writeUInt16LE(0, 28)
    await this.write(Buffer.concat([header, nameBytes]))
    await this.write(body)
    this.names.add(name)
    this.entries.push(entry)
  }

  /** Writes the central directory and closes the file; answers the archive's size in bytes. */
  async finish(): Promise<number> {
    if (this.closed) throw new Error('zip: archive already finished')
    try {
      const start = this.offset
      for (const entry of this.entries) {
        const header = Buffer.alloc(46)
        header.writeUInt32LE(0x02014b50, 0)
        header.writeUInt16LE(VERSION, 4)
        header.writeUInt16LE(VERSION, 6)
        writeEntryFields(header, entry, 8)
        // extra field, comment, disk number, internal and external attributes: none
        header.writeUInt32LE(entry.offset, 42)
        await this.write(Buffer.concat([header, entry.name]))
      }
      const end = Buffer.alloc(22)
      end.writeUInt32LE(0x06054b50, 0)
      end.writeUInt16LE(this.entries.length, 8)
      end.writeUInt16LE(this.entries.length, 10)
      end.writeUInt32LE(this.offset - start, 12)
      end.writeUInt32LE(start, 16)
      await this.write(end)
      if (this.offset > MAX_32) throw new Error('zip: archive larger than 4 GiB')
      return this.offset
    } finally {
      await this.close()
    }
  }

  /** Closes the file without finishing it (after a failure; the caller removes it). */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await this.file.close()
  }

  private async write(data: Buffer): Promise<void> {
    let written = 0
    while (written < data.length) {
      const { bytesWritten } = await this.file.write(data, written, data.length - written)
      written += bytesWritten
    }
    this.offset += data.length
  }
}
