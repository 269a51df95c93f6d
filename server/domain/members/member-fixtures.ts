// Test fixtures for the member, likes and block calls: profile values, photos and premium
// written straight to the database (what signup steps and payments would otherwise do).
import { eq } from 'drizzle-orm'
import type { App } from '../../app'
import { images, profiles, users } from '../../db/schema'
import type { ProfileRow } from '../../db/tables/profiles'

type ProfileValues = Partial<Omit<ProfileRow, 'userId'>>

export async function setProfile(app: App, userId: number, values: ProfileValues): Promise<void> {
  await app.db.update(profiles).set(values).where(eq(profiles.userId, userId))
}

export async function setPremiumUntil(app: App, userId: number, until: Date | null) {
  await app.db.update(users).set({ premiumUntil: until }).where(eq(users.id, userId))
}

/**
 * Adds `count` photo rows (the files need not exist), at positions given in reverse of the
 * insert order so the answer's order proves the sort; `main` (an index into the answer's
 * order) becomes the main photo. Answers the rows in position order.
 */
export async function addPhotos(app: App, userId: number, count: number, main = 0) {
  const rows = []
  for (let index = count - 1; index >= 0; index -= 1) {
    const [row] = await app.db
      .insert(images)
      .values({
        userId,
        filename: `${userId}/photo-${index}.jpg`,
        thumbFilename: `${userId}/photo-${index}-thumb.jpg`,
        position: index,
      })
      .returning()
    if (row === undefined) throw new Error('image insert returned no row')
    rows.unshift(row)
  }
  await setProfile(app, userId, { mainImageId: rows[main]?.id ?? null })
  return rows
}
