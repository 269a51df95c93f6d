// POST /api/profileimage.php — multipart, one file field per photo (at most IMAGES_PER_UPLOAD,
// each at most IMAGE_MAX_BYTES). Every file is checked by its content, re-encoded without
// metadata into a display size and a thumbnail, and stored under /media; the member's first
// photo becomes the main one. Answers all of the member's photos. An Idempotency-Key header
// makes a retried upload store nothing again.
// DELETE {image}      deletes one of the member's photos (its files too)
// PUT {main_image}    makes one of the member's photos the main one
import fastifyMultipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { announceAccountChange } from '../domain/accounts/account-events'
import { idempotencyKeySchema } from '../../src/contract/profile-image'
import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/endpoint'
import { IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD } from '../../src/contract/rules'
import {
  addImages,
  checkRoomForImages,
  deleteImage,
  listImages,
  setMainImage,
  uploadStored,
} from '../domain/media/member-images'
import { processImage, type ProcessedImage } from '../domain/media/process-image'
import { ApiError, fieldError, httpError } from '../domain/api-error'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

export const profileImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: IMAGES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1024,
      parts: IMAGES_PER_UPLOAD + 10,
    },
  })
  const { multipartErrors } = app

  async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
    const files: Buffer[] = []
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') files.push(await part.toBuffer())
      }
    } catch (error) {
      if (error instanceof multipartErrors.RequestFileTooLargeError) {
        throw httpError(413, 'image.too_large', `An image may be at most ${IMAGE_MAX_BYTES} bytes`)
      }
      if (error instanceof multipartErrors.FilesLimitError) {
        throw httpError(400, 'image.too_many', `At most ${IMAGES_PER_UPLOAD} images per upload`)
      }
      if (error instanceof ApiError) throw error
      // Broken multipart framing, a closed connection, too many fields: the request's fault.
      throw httpError(400, 'bad_request', 'The upload is not valid multipart/form-data')
    }
    return files
  }

  /** The upload's Idempotency-Key, if it sent one (400 when it is not a valid key). */
  function uploadKeyOf(request: FastifyRequest): string | undefined {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER]
    if (header === undefined) return undefined
    const parsed = idempotencyKeySchema.safeParse(header)
    if (!parsed.success)
      throw fieldError(`headers.${IDEMPOTENCY_KEY_HEADER}`, 'idempotency_key.invalid')
    return parsed.data
  }

  route(app, endpoints.profileImage, { onRequest: requireUser }, async (request, reply) => {
    const userId = userOf(request).id
    const uploadKey = uploadKeyOf(request)
    if (!request.isMultipart()) {
      throw httpError(415, 'unsupported_media_type', 'Send the images as multipart/form-data')
    }
    if (uploadKey !== undefined && (await uploadStored(app.db, userId, uploadKey))) {
      // A retry of a stored upload: the body is left unread and nothing is decoded again.
      return reply.code(201).send({ images: await listImages(app.db, userId) })
    }
    const files = await readFiles(request)
    if (files.length === 0) throw httpError(400, 'image.none', 'The upload holds no image')
    // Answers at once when the member is already full; addImages checks again under a lock.
    await checkRoomForImages(app.db, userId, files.length)
    const processed: ProcessedImage[] = []
    // One at a time: decoding large photos in parallel would multiply the memory it takes.
    for (const file of files) processed.push(await processImage(file))
    const images = await addImages(app.db, app.media, userId, processed, uploadKey)
    await announceAccountChange(app, userId)
    return reply.code(201).send({ images })
  })

  route(app, endpoints.deleteProfileImage, { onRequest: requireUser }, async (request) => {
    const userId = userOf(request).id
    const answer = await deleteImage(app.db, app.media, userId, request.body.image)
    await announceAccountChange(app, userId)
    return answer
  })

  route(app, endpoints.mainProfileImage, { onRequest: requireUser }, async (request) => {
    const userId = userOf(request).id
    const answer = await setMainImage(app.db, userId, request.body.main_image)
    await announceAccountChange(app, userId)
    return answer
  })
}
