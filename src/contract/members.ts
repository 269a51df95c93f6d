// Members as other members see them: the card of search results and likes (spec §2 "Search
// results", §3), the member page (GET /api/member.php, designed here: the spec leaves the
// member-detail call out), likes (GET/POST/DELETE /api/likes.php) and blocking
// (GET/POST/DELETE /api/block.php, designed here).
import { z } from './zod'
import { countryCodeSchema } from './common'
import { localeSchema } from './locales'
import { genderSchema } from './profile-fields'
import { profileDetailsSchema } from './user'

export const memberIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** A profile card: what search results and likes show of a member. */
export const memberCardSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  age: z.int().nullable(),
  city: z.string(),
  country: countryCodeSchema.nullable(),
  countryregion: z.string(),
  gender: genderSchema.nullable(),
  language: localeSchema.describe("the member's language (the language badge)"),
  main_image: z
    .object({ filename: z.string(), thumb_filename: z.string() })
    .nullable()
    .describe('paths under /media (prefix with cdn_prefix)'),
  fictional: z.boolean().describe('a demo or fictional profile (the fictional icon, honestly)'),
  verified: z
    .boolean()
    .describe(
      'an operator compared a selfie with the main photo (issue 32; contract/verification.ts)',
    ),
  online: z.boolean().describe('active in the last 15 minutes'),
  did_like_profile: z.boolean().describe('the asking member likes this member'),
})
export type MemberCard = z.infer<typeof memberCardSchema>

/**
 * A photo on the member page. `filename` (the full size) is null when the asking member may
 * not open it: only premium members see every photo full size; others see the main one.
 */
export const memberImageSchema = z.object({
  id: z.int().positive(),
  thumb_filename: z.string(),
  filename: z.string().nullable(),
})
export type MemberImage = z.infer<typeof memberImageSchema>

export const memberQuerySchema = z.object({ id: memberIdSchema })

/** GET /api/member.php?id= — the member page (auth optional). */
export const memberResponseSchema = z.object({
  profile: memberCardSchema
    .extend(profileDetailsSchema.shape)
    .extend({
      personal: z.string().describe('free-text profile notes ("" when the site hides them)'),
      images: z.array(memberImageSchema),
      last_active: z.iso.datetime(),
    })
    .describe("the site's visible profile fields; hidden ones are null"),
  premium: z.boolean().describe('the asking member is premium (sees every photo full size)'),
  blocked: z.boolean().describe('the asking member blocked this member'),
})
export type MemberResponse = z.infer<typeof memberResponseSchema>

/** Body of POST/DELETE /api/likes.php and /api/block.php (spec §7 "body profile (id)"). */
export const profileBodySchema = z.object({ profile: memberIdSchema })
export type ProfileBody = z.infer<typeof profileBodySchema>

export const likeResponseSchema = z.object({
  did_like_profile: z.boolean(),
  match: z
    .boolean()
    .optional()
    .describe(
      'POST only: this like is a like back, the first time the two members like each other ("You click")',
    ),
})
export type LikeResponse = z.infer<typeof likeResponseSchema>

export const likedByItemSchema = memberCardSchema.extend({
  like_new: z.boolean().describe('not yet seen: the receiver has not opened the profile since'),
  liked_at: z.iso.datetime(),
})
export type LikedByItem = z.infer<typeof likedByItemSchema>

/** GET /api/likes.php (spec §3 Likes response). */
export const likesResponseSchema = z.object({
  profiles: z.array(memberCardSchema).describe('members the asking member likes, newest first'),
  liked_by: z.array(likedByItemSchema).describe('members who like the asking member, new first'),
})
export type LikesResponse = z.infer<typeof likesResponseSchema>

export const blockResponseSchema = z.object({ blocked: z.boolean() })
export type BlockResponse = z.infer<typeof blockResponseSchema>

export const blockedMemberSchema = memberCardSchema.extend({ blocked_at: z.iso.datetime() })
export type BlockedMember = z.infer<typeof blockedMemberSchema>

/** GET /api/block.php — the members the asking member blocked (/profile lists them). */
export const blockedMembersResponseSchema = z.object({
  profiles: z
    .array(blockedMemberSchema)
    .describe('members the asking member blocked, newest block first; deleted accounts left out'),
})
export type BlockedMembersResponse = z.infer<typeof blockedMembersResponseSchema>
