// Writes one batch of demo members in one transaction with multi-row inserts: users, then
// profiles, then photo rows, then each profile's main photo in one UPDATE. Four statements
// per batch whatever its size, which is what makes 100,000 members a matter of a minute.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { images, profiles, users } from '../../db/schema'
import { coordinateColumns, loadCountries } from '../geo/city-coordinates'
import type { PoolFile } from './avatar-pool'
import type { DemoMember } from './demo-member'

export interface MemberWithPhotos {
  member: DemoMember
  /** Main photo first. */
  photos: readonly PoolFile[]
}

export async function insertBatch(
  db: Db,
  siteId: string,
  batch: readonly MemberWithPhotos[],
): Promise<void> {
  if (batch.length === 0) return
  // The cities' coordinates (the distance sort), looked up before the transaction: the first
  // batch reads the city list once for all its countries.
  loadCountries(batch.map(({ member }) => member.country))
  const places = batch.map(({ member }) => coordinateColumns(member))
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        batch.map(({ member }) => ({
          email: member.email,
          passwordHash: null,
          siteId,
          language: member.language,
          createdAt: member.createdAt,
          activatedAt: member.activatedAt,
          timezone: member.timezone,
          signupCountry: member.country,
          fictional: true,
        })),
      )
      .returning({ id: users.id, email: users.email })
    const idOf = new Map(inserted.map((row) => [row.email, row.id]))
    const rows = batch.map((entry) => {
      const id = idOf.get(entry.member.email)
      if (id === undefined) throw new Error(`demo member ${entry.member.email} was not inserted`)
      return { id, ...entry }
    })
    await tx.insert(profiles).values(
      rows.map(({ id, member }, index) => ({
        userId: id,
        name: member.name,
        gender: member.gender,
        dateOfBirth: member.dateOfBirth,
        country: member.country,
        countryregion: member.countryregion,
        city: member.city,
        ...places[index],
        personal: member.personal,
        length: member.length,
        relationship: member.relationship,
        lookingFor: member.lookingFor,
        smoking: member.smoking,
        lastSignupStep: true,
        lastActiveAt: member.lastActiveAt,
        searchable: true,
      })),
    )
    await tx.insert(images).values(
      rows.flatMap(({ id, member, photos }) =>
        photos.map((photo, position) => ({
          userId: id,
          filename: photo.filename,
          thumbFilename: photo.thumbFilename,
          position,
          createdAt: member.createdAt,
        })),
      ),
    )
    const ids = rows.map((row) => row.id)
    await tx
      .update(profiles)
      .set({ mainImageId: sql`${images.id}` })
      .from(images)
      .where(
        and(
          inArray(profiles.userId, ids),
          eq(images.userId, profiles.userId),
          eq(images.position, 0),
        ),
      )
  })
}
