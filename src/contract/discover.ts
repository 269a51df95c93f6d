// The discover deck (issue 32 §4): one member at a time, drawn from the member's own search
// filters (their saved search, else the defaults of their profile), most recently active
// first, without the members they already like or passed on lately.
//   GET  /api/discover.php   the next DISCOVER_DECK_SIZE cards of the deck
//   POST /api/discover.php   body {profile}: pass on a member for DISCOVER_PASS_DAYS
// Liking from the deck is the ordinary like (POST /api/likes.php): a like back there is the
// match moment as anywhere else.
import { z } from './zod'
import { memberCardSchema, profileBodySchema } from './members'

/** How long a pass keeps a member out of the deck. */
export const DISCOVER_PASS_DAYS = 30
/** The cards one answer carries: the one on screen and those fetched ahead. */
export const DISCOVER_DECK_SIZE = 10

export const discoverResponseSchema = z.object({
  profiles: z
    .array(memberCardSchema)
    .max(DISCOVER_DECK_SIZE)
    .describe('the next cards, most recently active first; empty when the deck is through'),
})
export type DiscoverResponse = z.infer<typeof discoverResponseSchema>

/** POST /api/discover.php: the member passed on `profile` (as likes.php names a member). */
export const discoverPassBodySchema = profileBodySchema

export const discoverPassResponseSchema = z.object({
  passed: z.literal(true),
  until: z.iso.datetime().describe('the member may come back into the deck after this moment'),
})
export type DiscoverPassResponse = z.infer<typeof discoverPassResponseSchema>
