import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { temporaryDir } from '../../../test/temp'
import { LocalMediaStore } from './local-media-store'
import {
  copyObjects,
  InvalidKeyError,
  isValidKey,
  readObject,
  type MediaStore,
} from './media-store'

const JPEG = { contentType: 'image/jpeg' }

async function keysOf(store: MediaStore, prefix?: string): Promise<string[]> {
  const keys: string[] = []
  for await (const object of store.list(prefix)) keys.push(object.key)
  return keys.sort()
}

/** Every file under `dir`, temporary ones too, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

describe('LocalMediaStore', () => {
  it('keeps the directory layout: a key is the path under the root', async () => {
    const root = temporaryDir()
    const store = new LocalMediaStore(root)
    await store.put('u/7/abc-t.jpg', Buffer.from('thumb'), JPEG)
    expect(filesUnder(root)).toEqual(['u/7/abc-t.jpg'])
    expect(store.filePath('u/7/abc-t.jpg')).toBe(path.join(root, 'u', '7', 'abc-t.jpg'))

    const object = await store.get('u/7/abc-t.jpg')
    expect(object).toMatchObject({ key: 'u/7/abc-t.jpg', size: 5, contentType: 'image/jpeg' })
    object?.body.destroy()
    expect((await readObject(store, 'u/7/abc-t.jpg'))?.toString()).toBe('thumb')
    const head = await store.head('u/7/abc-t.jpg')
    expect(head?.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    // The file's own mtime as Node dates it (it rounds the fractional milliseconds).
    expect(head?.lastModified.getTime()).toBe(
      statSync(path.join(root, 'u/7/abc-t.jpg')).mtime.getTime(),
    )
  })

  it('answers null for what is not there, and deleting it is no error', async () => {
    const store = new LocalMediaStore(temporaryDir())
    expect(await store.get('u/1/none.jpg')).toBeNull()
    expect(await store.head('u/1/none.jpg')).toBeNull()
    await store.put('u/1/a.jpg', Buffer.from('a'), JPEG)
    // A folder is not an object.
    expect(await store.get('u/1')).toBeNull()
    expect(await store.head('u')).toBeNull()
    await store.delete('u/1/none.jpg')
    expect(await keysOf(new LocalMediaStore(path.join(temporaryDir(), 'never-made')))).toEqual([])
  })

  it('refuses every key that could leave the root or name a temporary file', async () => {
    const store = new LocalMediaStore(temporaryDir())
    for (const key of [
      '',
      '../secret',
      'u/../../secret',
      '/etc/passwd',
      'u//a.jpg',
      'u/1/',
      '.hidden',
      'u/.a.jpg.1.part',
      'u\\a.jpg',
      'u/%2e%2e/a',
      'u/a b.jpg',
      'x'.repeat(513),
    ]) {
      expect(isValidKey(key), key).toBe(false)
      await expect(store.put(key, Buffer.from('x'), JPEG), key).rejects.toThrow(InvalidKeyError)
      await expect(store.get(key), key).rejects.toThrow(InvalidKeyError)
      await expect(store.delete(key), key).rejects.toThrow(InvalidKeyError)
    }
    await expect(keysOf(store, '../')).rejects.toThrow(InvalidKeyError)
    await expect(store.deletePrefix('u/../')).rejects.toThrow(InvalidKeyError)
    // Names Klik makes are keys: base64url may start with '-' or '_'.
    for (const key of ['u/12/-Ab_9.jpg', 'demo/v2/avataaars-female-young-0-1-t.jpg', 'a.zip']) {
      expect(isValidKey(key), key).toBe(true)
    }
  })

  it('replaces an object whole: a reader keeps the bytes it opened, a failed write changes nothing', async () => {
    const root = temporaryDir()
    const store = new LocalMediaStore(root)
    await store.put('p/a.jpg', Buffer.from('first'), JPEG)
    const before = await store.get('p/a.jpg')
    await store.put('p/a.jpg', Readable.from([Buffer.from('sec'), Buffer.from('ond!')]), {
      ...JPEG,
      size: 7,
    })
    const chunks: Buffer[] = []
    for await (const chunk of before?.body ?? []) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString()).toBe('first')
    expect((await readObject(store, 'p/a.jpg'))?.toString()).toBe('second!')

    // A stream shorter than announced, and a stream that breaks: refused, no trace left.
    await expect(
      store.put('p/a.jpg', Readable.from([Buffer.from('short')]), { ...JPEG, size: 99 }),
    ).rejects.toThrow(/5 bytes, 99 were announced/)
    const broken = new Readable({
      read() {
        this.destroy(new Error('connection reset'))
      },
    })
    await expect(store.put('p/b.jpg', broken, JPEG)).rejects.toThrow('connection reset')
    expect(filesUnder(root)).toEqual(['p/a.jpg'])
    expect((await readObject(store, 'p/a.jpg'))?.toString()).toBe('second!')
  })

  it('lists by prefix as S3 does, without temporary files', async () => {
    const root = temporaryDir()
    const store = new LocalMediaStore(root)
    for (const key of ['u/1/a.jpg', 'u/1/a-t.jpg', 'u/12/b.jpg', 'u/2/c.jpg', 'partners/x.webp']) {
      await store.put(key, Buffer.from(key), JPEG)
    }
    // A crashed write's leftover, and a file of a foreign name.
    writeFileSync(path.join(root, 'u', '1', '.a.jpg.123.abcd.part'), 'half')
    writeFileSync(path.join(root, 'u', '1', 'with space.jpg'), 'foreign')
    expect(await keysOf(store)).toEqual([
      'partners/x.webp',
      'u/1/a-t.jpg',
      'u/1/a.jpg',
      'u/12/b.jpg',
      'u/2/c.jpg',
    ])
    expect(await keysOf(store, 'u/1/')).toEqual(['u/1/a-t.jpg', 'u/1/a.jpg'])
    expect(await keysOf(store, 'u/1')).toEqual(['u/1/a-t.jpg', 'u/1/a.jpg', 'u/12/b.jpg'])
    expect(await keysOf(store, 'u/1/a-')).toEqual(['u/1/a-t.jpg'])
    expect(await keysOf(store, 'nothing/')).toEqual([])
    for await (const listed of store.list('u/2/')) {
      expect(listed).toMatchObject({ key: 'u/2/c.jpg', size: 'u/2/c.jpg'.length })
    }
  })

  it("deletes a member's folder as a whole, and nobody else's", async () => {
    const root = temporaryDir()
    const store = new LocalMediaStore(root)
    for (const key of ['u/1/a.jpg', 'u/1/a-t.jpg', 'u/12/b.jpg']) {
      await store.put(key, Buffer.from('x'), JPEG)
    }
    writeFileSync(path.join(root, 'u', '1', '.a.jpg.123.abcd.part'), 'half')
    expect(await store.deletePrefix('u/1/')).toBe(2)
    expect(existsSync(path.join(root, 'u', '1'))).toBe(false)
    expect(await keysOf(store)).toEqual(['u/12/b.jpg'])
    expect(await store.deletePrefix('u/1/')).toBe(0)
  })

  it('keeps a private store to the server user: folders 0700, files 0600', async () => {
    const root = path.join(temporaryDir(), 'exports')
    const store = new LocalMediaStore(root, { private: true })
    await store.put('a.zip', Buffer.from('PK'), { contentType: 'application/zip' })
    expect(statSync(root).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(root, 'a.zip')).mode & 0o777).toBe(0o600)
    expect((await store.get('a.zip'))?.contentType).toBe('application/zip')
  })

  it('copies a store into another, streamed, and skips what the target has', async () => {
    const from = new LocalMediaStore(temporaryDir())
    const to = new LocalMediaStore(temporaryDir())
    await from.put('u/1/a.jpg', Buffer.from('photo a'), JPEG)
    await from.put('u/2/b.jpg', Buffer.from('photo b'), JPEG)
    await to.put('u/2/b.jpg', Buffer.from('photo B'), JPEG)
    expect(await copyObjects(from, to)).toEqual({ copied: 1, skipped: 1, bytes: 7 })
    expect((await readObject(to, 'u/1/a.jpg'))?.toString()).toBe('photo a')
    // Same size, so not copied again unless asked.
    expect((await readObject(to, 'u/2/b.jpg'))?.toString()).toBe('photo B')
    expect(await copyObjects(from, to, { prefix: 'u/2/', overwrite: true })).toEqual({
      copied: 1,
      skipped: 0,
      bytes: 7,
    })
    expect((await readObject(to, 'u/2/b.jpg'))?.toString()).toBe('photo b')
  })
})
