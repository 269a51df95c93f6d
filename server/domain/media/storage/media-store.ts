// One interface for the files Klik keeps beside its database: members' photos and drawn
// avatars (the /media store) and the data exports' ZIPs (the exports store). Two backends:
// a local directory (local-media-store.ts, the default) and an S3-compatible bucket
// (s3-media-store.ts, with S3_URL or S3_BUCKET), so that every server process reads what any
// of them wrote. Keys are relative paths with '/' between segments ("u/12/abc.jpg"); a
// segment is letters, digits, '-', '_' and '.', never starting with '.', so no key leaves its
// store and the local backend's temporary files (".…") are never a key.
//
// A backup (or `npm run media:copy`) copies a store with `copyObjects`: list → get → put works
// between any two backends.
import type { Readable } from 'node:stream'

export interface StoredObjectInfo {
  key: string
  size: number
  lastModified: Date
  /** Quoted, as in an HTTP ETag header; changes whenever the bytes do. */
  etag: string
}

export interface StoredObject extends StoredObjectInfo {
  contentType: string
  /** The bytes; read it to the end or destroy it. */
  body: Readable
}

export interface PutOptions {
  contentType: string
  /** The body's length in bytes: required for a stream (S3 needs it before the bytes). */
  size?: number
}

export interface MediaStore {
  /** For logs and the /media route: 'local' or 's3'. */
  readonly kind: 'local' | 's3'
  /** Writes the whole object or nothing: a reader never sees half of it. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  head(key: string): Promise<StoredObjectInfo | null>
  /** Deleting a missing object is no error. */
  delete(key: string): Promise<void>
  /** Deletes every object whose key starts with `prefix` (a folder: "u/12/"); answers how many. */
  deletePrefix(prefix: string): Promise<number>
  /** Every object whose key starts with `prefix`, each once, page by page (no promised order). */
  list(prefix?: string): AsyncIterable<StoredObjectInfo>
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`not a media key: ${JSON.stringify(key)}`)
    this.name = 'InvalidKeyError'
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/
const MAX_KEY_LENGTH = 512

/**
 * Folders of the /media store that /media never serves: their files are fetched through a call
 * that checks who asks (chat photos, issue 32 §3: chats/chat-photos.ts).
 */
export const PRIVATE_MEDIA_FOLDERS = ['chat/'] as const

/** Whether /media may serve `key`: a key outside the private folders. */
export function isPublicMediaKey(key: string): boolean {
  return isValidKey(key) && !PRIVATE_MEDIA_FOLDERS.some((folder) => key.startsWith(folder))
}

/** Whether `key` is a store key (see the top); /media answers 404 for any other path. */
export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => SEGMENT.test(segment))
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key)
}

/** A prefix is '' or whole segments, each followed by '/' ("u/12/"), or a key's start. */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix
  if (!isValidKey(trimmed)) throw new InvalidKeyError(prefix)
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  zip: 'application/zip',
  json: 'application/json',
}

/** The content type by the key's extension (what the local store answers, and the fallback). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}

/** The whole object in memory (a photo), or null when there is none. */
export async function readObject(store: MediaStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key)
  if (object === null) return null
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Every key under `prefix`, for callers that check many names at once (the avatar pools). */
export async function listKeys(store: MediaStore, prefix: string): Promise<Set<string>> {
  const keys = new Set<string>()
  for await (const object of store.list(prefix)) keys.add(object.key)
  return keys
}

export interface CopyResult {
  copied: number
  /** Already in the target with the same size. */
  skipped: number
  bytes: number
}

/**
 * Copies every object under `prefix` from one store into another, one object in flight at a
 * time (streamed, never whole in memory). An object the target has with the same size is
 * skipped unless `overwrite`: keys never change their bytes (new bytes get a new name), so
 * a copy that was cut short can be run again. An object deleted while the copy runs is left
 * out.
 */
export async function copyObjects(
  from: MediaStore,
  to: MediaStore,
  options: { prefix?: string; overwrite?: boolean } = {},
): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, skipped: 0, bytes: 0 }
  for await (const info of from.list(options.prefix ?? '')) {
    if (options.overwrite !== true) {
      const there = await to.head(info.key)
      if (there !== null && there.size === info.size) {
        result.skipped++
        continue
      }
    }
    const object = await from.get(info.key)
    if (object === null) continue
    try {
      await to.put(info.key, object.body, { contentType: object.contentType, size: object.size })
    } catch (error) {
      object.body.destroy()
      throw error
    }
    result.copied++
    result.bytes += object.size
  }
  return result
}
