// Klik's two stores, as the configuration says: the /media store (photos, drawn avatars) and
// the exports store (data-export ZIPs). Local: DATA_DIR/media and DATA_DIR/exports (0700).
// S3: one bucket, "<S3_PREFIX>media/" and "<S3_PREFIX>exports/", one client for both.
import path from 'node:path'
import { LocalMediaStore } from './local-media-store'
import { copyObjects, type CopyResult, type MediaStore } from './media-store'
import { createS3Client, S3MediaStore } from './s3-media-store'
import type { S3Settings } from './s3-settings'

/** Media names change with their bytes (media-store.ts), so anyone may keep them a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** A member's data: never kept by a cache between the bucket and whoever downloads it. */
export const EXPORTS_CACHE_CONTROL = 'private, no-store'

export const MEDIA_FOLDER = 'media'
export const EXPORTS_FOLDER = 'exports'

export interface MediaStores {
  media: MediaStore
  exports: MediaStore
  /** Releases the S3 client's connections. */
  close(): void
}

export function localStores(dataDir: string): MediaStores {
  return {
    media: new LocalMediaStore(path.join(dataDir, MEDIA_FOLDER)),
    exports: new LocalMediaStore(path.join(dataDir, EXPORTS_FOLDER), { private: true }),
    close: () => undefined,
  }
}

export function s3Stores(settings: S3Settings, options: { pageSize?: number } = {}): MediaStores {
  const client = createS3Client(settings)
  const store = (folder: string, cacheControl: string) =>
    new S3MediaStore(client, settings.bucket, {
      prefix: `${settings.prefix}${folder}/`,
      cacheControl,
      ...options,
    })
  return {
    media: store(MEDIA_FOLDER, MEDIA_CACHE_CONTROL),
    exports: store(EXPORTS_FOLDER, EXPORTS_CACHE_CONTROL),
    close: () => client.destroy(),
  }
}

/** The stores of `config`: S3 when S3_URL or S3_BUCKET is set, else DATA_DIR. */
export function openMediaStores(config: { DATA_DIR: string; S3: S3Settings | null }): MediaStores {
  return config.S3 === null ? localStores(config.DATA_DIR) : s3Stores(config.S3)
}

/**
 * Copies both stores into another pair (DATA_DIR into a bucket, or back): what is there with
 * the same size already is skipped, so a copy cut short, or run again after members uploaded
 * more, copies only the rest.
 */
export async function copyStores(
  from: MediaStores,
  to: MediaStores,
): Promise<{ media: CopyResult; exports: CopyResult }> {
  return {
    media: await copyObjects(from.media, to.media),
    exports: await copyObjects(from.exports, to.exports),
  }
}
