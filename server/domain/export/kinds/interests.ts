// The data export's `interests`: the member's chosen interests, labelled in their language.
import { asc, eq } from 'drizzle-orm'
import type { Locale } from '../../../../src/contract/locales'
import { interests, memberInterests } from '../../../db/schema'
import type { Reader } from './shared'

/** data.json's `interests`, in the interests' order, each with its label in `language`. */
export async function gatherInterests(tx: Reader, userId: number, language: Locale) {
  const chosen = await tx
    .select({ slug: interests.slug, labels: interests.labels })
    .from(memberInterests)
    .innerJoin(interests, eq(interests.id, memberInterests.interestId))
    .where(eq(memberInterests.userId, userId))
    .orderBy(asc(interests.position))
  return chosen.map((row) => ({ slug: row.slug, label: row.labels[language] }))
}
