// POST /api/profileimage.php — multipart, one file field per image (png, jpeg, jpg; checked
// by content). Answers the member's images after the upload; the first becomes the main one.
import { z } from 'zod'
import { imageSchema } from './user'

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024
export const IMAGES_PER_UPLOAD = 6

export const profileImageResponseSchema = z.object({ images: z.array(imageSchema) })
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>

/** Photos one member may have in all; more answers 400 image.too_many. */
export const IMAGES_PER_MEMBER = 30
