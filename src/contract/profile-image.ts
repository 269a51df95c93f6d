// POST /api/profileimage.php — multipart, one file field per image (png, jpeg, jpg; checked
// by content; its limits are in rules.ts). Answers the member's images after the upload; the
// first becomes the main one.
import { z } from './zod'
import { imageSchema } from './user'

export const profileImageResponseSchema = z.object({ images: z.array(imageSchema) })
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>

/** The upload's Idempotency-Key (its header: IDEMPOTENCY_KEY_HEADER of ./endpoint). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency_key.invalid')

const imageIdSchema = z.int().positive().describe('an image id of GET /api/user.php profile.images')

/** DELETE /api/profileimage.php — removes one of the member's photos (files too). */
export const deleteProfileImageBodySchema = z.strictObject({ image: imageIdSchema })
/** PUT /api/profileimage.php — makes one of the member's photos the main one. */
export const mainProfileImageBodySchema = z.strictObject({ main_image: imageIdSchema })

/** The member's photos after a delete or a main-photo change, and which one is main. */
export const profileImagesResponseSchema = z.object({
  images: z.array(imageSchema),
  main_image: z.int().positive().nullable().describe('id of the main photo; null without photos'),
})
export type ProfileImagesResponse = z.infer<typeof profileImagesResponseSchema>
