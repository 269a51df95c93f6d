// The default media store: a directory (DATA_DIR/media, DATA_DIR/exports), a key being the
// file's path under it, the layout Klik always had. A write goes to a hidden temporary file in
// the target's folder and is renamed over the key once complete, so a reader (or a crash)
// never meets half a file; keys are checked (media-store.ts), so none leaves the directory.
// A private store (the exports) makes its folders 0700 and its files 0600.
import { randomBytes } from 'node:crypto'
import { createWriteStream, type Stats } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  assertValidKey,
  assertValidPrefix,
  contentTypeOf,
  isValidKey,
  type MediaStore,
  type PutOptions,
  type StoredObject,
  type StoredObjectInfo,
} from './media-store'

export class LocalMediaStore implements MediaStore {
  readonly kind = 'local'
  private readonly dirMode: number | undefined
  private readonly fileMode: number | undefined

  constructor(
    /** An absolute directory; made when the first object is written. */
    readonly root: string,
    options: { private?: boolean } = {},
  ) {
    this.dirMode = options.private === true ? 0o700 : undefined
    this.fileMode = options.private === true ? 0o600 : undefined
  }

  /** The file of `key` (checked: never outside root). */
  filePath(key: string): string {
    assertValidKey(key)
    return path.join(this.root, ...key.split('/'))
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    const file = this.filePath(key)
    const dir = path.dirname(file)
    await mkdir(dir, {
      recursive: true,
      ...(this.dirMode === undefined ? {} : { mode: this.dirMode }),
    })
    const partial = path.join(
      dir,
      `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.part`,
    )
    const mode = this.fileMode === undefined ? {} : { mode: this.fileMode }
    try {
      if (Buffer.isBuffer(body)) {
        await writeFile(partial, body, mode)
      } else {
        await pipeline(body, createWriteStream(partial, mode))
      }
      if (options.size !== undefined) {
        const written = (await stat(partial)).size
        if (written !== options.size) {
          throw new Error(`media: ${key} has ${written} bytes, ${options.size} were announced`)
        }
      }
      await rename(partial, file)
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    let handle
    try {
      handle = await open(this.filePath(key), 'r')
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
    try {
      const info = await handle.stat()
      if (!info.isFile()) {
        await handle.close()
        return null
      }
      return {
        ...infoOf(key, info),
        contentType: contentTypeOf(key),
        // Reads what was opened, even if the key is replaced or deleted meanwhile.
        body: handle.createReadStream(),
      }
    } catch (error) {
      await handle.close()
      throw error
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await stat(this.filePath(key))
      return info.isFile() ? infoOf(key, info) : null
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.filePath(key), { force: true })
  }

  async deletePrefix(prefix: string): Promise<number> {
    let removed = 0
    for await (const object of this.list(prefix)) {
      await this.delete(object.key)
      removed++
    }
    // A folder goes as a whole: its emptied subfolders and a crashed write's temporary files.
    if (prefix.endsWith('/'))
      await rm(this.filePath(prefix.slice(0, -1)), { recursive: true, force: true })
    return removed
  }

  async *list(prefix = ''): AsyncGenerator<StoredObjectInfo> {
    assertValidPrefix(prefix)
    // Start in the deepest folder the prefix names; the rest of it filters names.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : ''
    yield* this.walk(folder, prefix)
  }

  private async *walk(folder: string, prefix: string): AsyncGenerator<StoredObjectInfo> {
    const dir = folder === '' ? this.root : path.join(this.root, ...folder.split('/'))
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return
      throw error
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      const key = folder === '' ? entry.name : `${folder}/${entry.name}`
      if (!isValidKey(key)) continue
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(key, prefix)
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const info = await stat(path.join(dir, entry.name)).catch(() => null)
        if (info !== null) yield infoOf(key, info)
      }
    }
  }
}

function infoOf(key: string, info: Stats): StoredObjectInfo {
  return {
    key,
    size: info.size,
    lastModified: info.mtime,
    etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
}
