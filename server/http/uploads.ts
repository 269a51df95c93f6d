// Reading an upload (multipart/form-data, one file field per picture) and its Idempotency-Key
// header, the same way for every call that takes pictures: profile photos and verification
// selfies. Register `multipartFor` in the route plugin's own scope: the limits are its.
import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/endpoint'
import { idempotencyKeySchema } from '../../src/contract/profile-image'
import { IMAGE_MAX_BYTES } from '../../src/contract/rules'
import { ApiError, fieldError, httpError } from '../domain/api-error'

export type ReadFiles = (request: FastifyRequest) => Promise<Buffer[]>

/**
 * Registers multipart parsing for at most `files` pictures of IMAGE_MAX_BYTES each, and
 * answers the reader of a request's files: 415 when the body is not multipart, 413
 * image.too_large, 400 image.too_many, 400 image.none without a file, 400 bad_request for
 * broken framing.
 */
export async function multipartFor(app: FastifyInstance, files: number): Promise<ReadFiles> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: IMAGE_MAX_BYTES, files, fields: 10, fieldSize: 1024, parts: files + 10 },
  })
  const { multipartErrors } = app
  return async (request) => {
    if (!request.isMultipart()) {
      throw httpError(415, 'unsupported_media_type', 'Send the images as multipart/form-data')
    }
    const read: Buffer[] = []
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') read.push(await part.toBuffer())
      }
    } catch (error) {
      if (error instanceof multipartErrors.RequestFileTooLargeError) {
        throw httpError(413, 'image.too_large', `An image may be at most ${IMAGE_MAX_BYTES} bytes`)
      }
      if (error instanceof multipartErrors.FilesLimitError) {
        throw httpError(400, 'image.too_many', `At most ${files} images per upload`)
      }
      if (error instanceof ApiError) throw error
      // Broken multipart framing, a closed connection, too many fields: the request's fault.
      throw httpError(400, 'bad_request', 'The upload is not valid multipart/form-data')
    }
    if (read.length === 0) throw httpError(400, 'image.none', 'The upload holds no image')
    return read
  }
}

/** The upload's Idempotency-Key, if it sent one (400 when it is not a valid key). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER]
  if (header === undefined) return undefined
  const parsed = idempotencyKeySchema.safeParse(header)
  if (!parsed.success) {
    throw fieldError(`headers.${IDEMPOTENCY_KEY_HEADER}`, 'idempotency_key.invalid')
  }
  return parsed.data
}
