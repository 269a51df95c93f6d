// POST /api/profileimage.php — multipart, one file field per photo (at most IMAGES_PER_UPLOAD,
// each at most IMAGE_MAX_BYTES). Every file is checked by its content, re-encoded without
// metadata into a display size and a thumbnail, and stored under /media; the member's first
// photo becomes the main one. Answers all of the member's photos. An Idempotency-Key header
// makes a retried upload store nothing again.
// DELETE {image}      deletes one of the member's photos (its files too)
// PUT {main_image}    makes one of the member's photos the main one
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { announceAccountChange } from '../domain/accounts/account-events'
import { IMAGES_PER_UPLOAD } from '../../src/contract/rules'
import {
  addImages,
  checkRoomForImages,
  deleteImage,
  listImages,
  setMainImage,
  uploadStored,
} from '../domain/media/member-images'
import { processImage, type ProcessedImage } from '../domain/media/process-image'
import { httpError } from '../domain/api-error'
import { route } from '../http/route'
import { idempotencyKeyOf, multipartFor } from '../http/uploads'
import { requireUser, userOf } from '../plugins/auth'

export const profileImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const readFiles = await multipartFor(app, IMAGES_PER_UPLOAD)

  route(app, endpoints.profileImage, { onRequest: requireUser }, async (request, reply) => {
    const userId = userOf(request).id
    const uploadKey = idempotencyKeyOf(request)
    if (!request.isMultipart()) {
      throw httpError(415, 'unsupported_media_type', 'Send the images as multipart/form-data')
    }
    if (uploadKey !== undefined && (await uploadStored(app.db, userId, uploadKey))) {
      // A retry of a stored upload: the body is left unread and nothing is decoded again.
      return reply.code(201).send({ images: await listImages(app.db, userId) })
    }
    const files = await readFiles(request)
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
