// The ZIP writer against Info-ZIP's unzip (Debian's `unzip`): the archive tests clean, lists
// the entries with their methods, and gives back every byte, deflated text and stored binary
// alike, UTF-8 names included.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { temporaryDir } from '../../test/temp'
import { dosDateTime, ZipWriter } from './zip-writer'

const unzip = (...args: string[]) =>
  execFileSync('unzip', args, { maxBuffer: 64 << 20, env: { ...process.env, LC_ALL: 'C.UTF-8' } })

describe('ZipWriter', () => {
  it('writes an archive unzip tests, lists and extracts byte for byte', async () => {
    const file = path.join(temporaryDir(), 'out.zip')
    const json = Buffer.from(
      JSON.stringify({ messages: Array.from({ length: 200 }, (_, i) => `Hallo ${i} — żółć`) }),
    )
    const photo = randomBytes(300_000)
    const zip = await ZipWriter.create(file, new Date('2026-11-24T15:30:42Z'))
    await zip.add('data.json', json, true)
    await zip.add('photos/abc.jpg', photo, false)
    await zip.add('photos/één.jpg', Buffer.alloc(0), false)
    const bytes = await zip.finish()

    expect(bytes).toBe(statSync(file).size)
    expect(unzip('-t', file).toString()).toContain('No errors detected')
    const listing = unzip('-Z', '-l', file).toString()
    expect(listing).toMatch(/defN.*data\.json/)
    expect(listing).toMatch(/stor.*photos\/abc\.jpg/)
    expect(listing).toMatch(/26-Nov-24 15:30/)
    expect(unzip('-p', file, 'data.json')).toEqual(json)
    expect(unzip('-p', file, 'photos/abc.jpg')).toEqual(photo)
    const names = unzip('-Z1', file).toString().trim().split('\n')
    expect(names.slice(0, 2)).toEqual(['data.json', 'photos/abc.jpg'])
    expect(names).toHaveLength(3)
    // The name is stored as UTF-8 (flag bit 11 set in its local and central headers).
    const archive = readFileSync(file)
    expect(archive.indexOf(Buffer.from('photos/één.jpg'))).toBeGreaterThan(0)
    expect(archive.readUInt16LE(6) & 0x0800).toBe(0x0800)
    // The deflated JSON is smaller than it is.
    expect(readFileSync(file).length).toBeLessThan(json.length + photo.length)
  })

  it('writes an empty archive', async () => {
    const file = path.join(temporaryDir(), 'empty.zip')
    const zip = await ZipWriter.create(file)
    expect(await zip.finish()).toBe(22)
    // The end of central directory record alone: no entries, the directory at offset 0.
    expect(readFileSync(file)).toEqual(Buffer.from('504b0506' + '00'.repeat(18), 'hex'))
  })

  it('refuses unsafe and duplicate names, and entries after finishing', async () => {
    const file = path.join(temporaryDir(), 'bad.zip')
    const zip = await ZipWriter.create(file)
    await expect(zip.add('../etc/passwd', Buffer.from('x'), true)).rejects.toThrow(/unsafe/)
    await expect(zip.add('/abs', Buffer.from('x'), true)).rejects.toThrow(/unsafe/)
    await zip.add('a.txt', Buffer.from('a'), true)
    await expect(zip.add('a.txt', Buffer.from('b'), true)).rejects.toThrow(/duplicate/)
    await zip.finish()
    await expect(zip.add('b.txt', Buffer.from('b'), true)).rejects.toThrow(/finished/)
    expect(unzip('-Z1', file).toString().trim()).toBe('a.txt')
  })

  it('encodes MS-DOS dates, from 1980 on', () => {
    expect(dosDateTime(new Date('2026-11-24T15:30:42Z'))).toEqual({
      time: (15 << 11) | (30 << 5) | 21,
      date: (46 << 9) | (11 << 5) | 24,
    })
    expect(dosDateTime(new Date('1970-01-01T00:00:00Z')).date >> 9).toBe(0)
  })
})
