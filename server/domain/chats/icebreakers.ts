// GET /api/icebreakers.php (issue 32 §5): the openers an empty conversation offers, drawn from
// the other member's profile — their interests, what they look for, their city — in the
// writer's language, with general ones to make three. The same conversation is offered the
// same three (the choice turns on its id), so a reload does not shuffle them under a thumb.
// None for a fictional profile (nobody would answer) or a member who left.
import { and, eq, isNull } from 'drizzle-orm'
import type { Locale } from '../../../src/contract/locales'
import type { Db } from '../../db/database'
import { profiles, users } from '../../db/schema'
import { ICEBREAKER_TEXTS as T } from '../i18n/server-texts'
import { translator, type ServerText, type TextValues } from '../i18n/translate'
import { memberInterestNames } from '../interests/member-interests'
import { partnerIn } from './messages'

export const ICEBREAKERS = 3

type Opener = [ServerText, TextValues?]

const GENERAL: Opener[] = [[T.weekend], [T.smile], [T.travel]]

/** `list` turned by `seed`: each conversation starts somewhere else in it. */
const turned = <V>(list: readonly V[], seed: number): V[] => {
  const at = list.length === 0 ? 0 : seed % list.length
  return [...list.slice(at), ...list.slice(0, at)]
}

export async function icebreakers(
  db: Db,
  memberId: number,
  conversationId: number,
  locale: Locale,
): Promise<string[]> {
  const partnerId = await partnerIn(db, memberId, conversationId)
  const [partner] = await db
    .select({ city: profiles.city, lookingFor: profiles.lookingFor })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, partnerId), eq(users.fictional, false), isNull(users.bannedAt)))
  if (partner === undefined) return []
  const liked = await memberInterestNames(db, partnerId, locale)
  const names = turned(liked, conversationId).filter(
    (name): name is string => typeof name === 'string' && name !== '',
  )
  const openers: Opener[] = [
    ...names
      .slice(0, 2)
      .map((interest, n): Opener => [n === 0 ? T.interest : T.interestFavourite, { interest }]),
    ...(partner.lookingFor === null ? [] : [[T[partner.lookingFor]] as Opener]),
    ...(partner.city.trim() === '' ? [] : [[T.city, { city: partner.city.trim() }] as Opener]),
    ...turned(GENERAL, conversationId),
  ]
  const t = translator(locale)
  return openers.slice(0, ICEBREAKERS).map(([text, values]) => t(text, values))
}
