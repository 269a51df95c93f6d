// GET /media/<key> from a media store that is not a directory (S3): the object streamed from
// the bucket with what @fastify/static gives the local one — its type and length, ETag and
// Last-Modified, 304 to a conditional request, a year's immutable cache (names change with
// their bytes) and a cross-origin resource policy, so a CDN (cdn_prefix) may serve the files
// to pages of another origin. No ranges: photos are small. A path that is no key, or a key in a
// private folder (chat photos), is a 404.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  isPublicMediaKey,
  type MediaStore,
  type StoredObjectInfo,
} from '../domain/media/storage/media-store'
import { MEDIA_CACHE_CONTROL } from '../domain/media/storage/open-stores'

export function storedMediaRoute(app: FastifyInstance, media: MediaStore): void {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    if (!isPublicMediaKey(key)) return reply.callNotFound()
    const object = await media.get(key)
    if (object === null) return reply.callNotFound()
    void reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('etag', object.etag)
      .header('last-modified', object.lastModified.toUTCString())
    if (notModified(request, object)) {
      object.body.destroy()
      return reply.code(304).send()
    }
    void reply.header('content-type', object.contentType).header('content-length', object.size)
    return reply.send(object.body)
  })
}

/** RFC 9110 §13.1.2-3: If-None-Match (weak comparison) wins over If-Modified-Since. */
function notModified(request: FastifyRequest, object: StoredObjectInfo): boolean {
  const tags = request.headers['if-none-match']
  if (tags !== undefined) {
    const strong = object.etag.replace(/^W\//, '')
    return tags
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === strong)
  }
  const since = request.headers['if-modified-since']
  if (since === undefined) return false
  const date = Date.parse(since)
  // HTTP dates have whole seconds.
  return !Number.isNaN(date) && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= date
}
