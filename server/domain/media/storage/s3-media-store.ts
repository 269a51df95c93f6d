// The media store in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, Backblaze B2
// …), under a key prefix: "<S3_PREFIX>media/" for /media, "<S3_PREFIX>exports/" for the data
// exports, so a CDN whose origin is the bucket serves /media/<key> as it is. One client serves
// both stores. Only the plain calls every S3 speaks: PutObject, GetObject, HeadObject,
// DeleteObject(s), ListObjectsV2. Objects are written whole (PutObject, up to 5 GB: a photo
// or an export ZIP, which stays below 4 GiB), so a reader never sees half of one.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { Readable } from 'node:stream'
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
import type { S3Settings } from './s3-settings'

/** The SDK client for `settings`; no secret is ever logged (the SDK logs nothing by default). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint === null ? {} : { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's own chain (AWS_ACCESS_KEY_ID…, AWS_PROFILE, an instance or task role).
    ...(settings.credentials === null ? {} : { credentials: settings.credentials }),
    // Checksums only where S3 demands them: the SDK's newer default (a CRC32 trailer on every
    // upload) is refused by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An endpoint that does not answer fails the call in seconds instead of hanging it.
    requestHandler: { connectionTimeout: 5_000 },
  })
}

export interface S3StoreOptions {
  /** Prepended to every key: "media/", "klik/exports/". */
  prefix: string
  /** Stored with each object: what a CDN or browser fetching it from the bucket obeys. */
  cacheControl: string
  /** Objects per list page (1000 is S3's largest). */
  pageSize?: number
}

export class S3MediaStore implements MediaStore {
  readonly kind = 's3'
  private readonly prefix: string
  private readonly pageSize: number

  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    private readonly options: S3StoreOptions,
  ) {
    this.prefix = options.prefix
    this.pageSize = options.pageSize ?? 1000
  }

  private objectKey(key: string): string {
    assertValidKey(key)
    return `${this.prefix}${key}`
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    const size = Buffer.isBuffer(body) ? body.length : options.size
    if (size === undefined) throw new Error(`media: the size of ${key} must be known to store it`)
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentLength: size,
        ContentType: options.contentType,
        CacheControl: this.options.cacheControl,
      }),
    )
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      )
      // In Node the body is the response stream (an IncomingMessage).
      const body = answer.Body as Readable | undefined
      if (body === undefined) return null
      return {
        key,
        size: answer.ContentLength ?? 0,
        lastModified: answer.LastModified ?? new Date(0),
        etag: answer.ETag ?? '""',
        contentType: answer.ContentType ?? contentTypeOf(key),
        body,
      }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      )
      return {
        key,
        size: answer.ContentLength ?? 0,
        lastModified: answer.LastModified ?? new Date(0),
        etag: answer.ETag ?? '""',
      }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    )
  }

  async deletePrefix(prefix: string): Promise<number> {
    let removed = 0
    let batch: string[] = []
    const flush = async () => {
      if (batch.length === 0) return
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.objectKey(key) })), Quiet: true },
        }),
      )
      const failed = answer.Errors ?? []
      if (failed.length > 0) {
        throw new Error(
          `media: ${failed.length} objects under ${prefix} were not deleted (${failed[0]?.Code ?? 'unknown'})`,
        )
      }
      removed += batch.length
      batch = []
    }
    // Deleting while listing is safe: the listing goes on after the last key it answered.
    for await (const object of this.list(prefix)) {
      batch.push(object.key)
      if (batch.length === 1000) await flush()
    }
    await flush()
    return removed
  }

  async *list(prefix = ''): AsyncGenerator<StoredObjectInfo> {
    assertValidPrefix(prefix)
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${this.prefix}${prefix}`,
          MaxKeys: this.pageSize,
          ...(token === undefined ? {} : { ContinuationToken: token }),
        }),
      )
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length) ?? ''
        // A console's "folder" object ("u/") or a foreign name is not one of ours.
        if (!isValidKey(key)) continue
        yield {
          key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
          etag: object.ETag ?? '""',
        }
      }
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined
    } while (token !== undefined)
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404
}
