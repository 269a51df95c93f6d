import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { desc, eq, inArray, like } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { LOCALES } from '../../../src/contract/locales'
import { PROFILE_FIELD_CHOICES } from '../../../src/contract/profile-field-names'
import { ageOn } from '../../../src/contract/rules'
import { creditLedger, images, profiles, users } from '../../db/schema'
import { openMemoryDatabase } from '../../db/open'
import { prepareDatabase } from '../../db/prepare'
import { testDatabase } from '../../test/database'
import { insertMembers } from '../../test/fixtures'
import { temporaryDir } from '../../test/temp'
import { openConversation } from '../chats/conversations'
import { sendMessage } from '../chats/send-message'
import { creditBalance, setCreditBalance } from '../credits/credit-balance'
import { regionsOf } from '../geo/regions'
import { LocalMediaStore } from '../media/storage/local-media-store'
import { DEFAULT_SITE } from '../sites/default-site'
import { DEMO_EMAIL_DOMAIN, generateMember } from './demo-member'
import { demoCountries } from './places'
import { addDemoMembers, countDemoMembers, deleteDemoMembers, seedDemoIfEmpty } from './seed-demo'

const site = { siteId: DEFAULT_SITE.id, countries: DEFAULT_SITE.countries }

describe('demo members', () => {
  it('are the same person for the same number (seeded)', () => {
    const countries = demoCountries(DEFAULT_SITE.countries)
    const now = new Date('2026-03-01T12:00:00Z')
    expect(generateMember(7, countries, now)).toEqual(generateMember(7, countries, now))
    expect(generateMember(7, countries, now).email).toBe(`demo-7@${DEMO_EMAIL_DOMAIN}`)
    expect(generateMember(8, countries, now)).not.toEqual(generateMember(7, countries, now))
  })

  it('seed an empty database once: searchable, fictional, valid places and photos on disk', async () => {
    // "Empty" is the point: a database of its own (this file's test database is shared by its
    // other tests, which add members and ledger rows).
    const database = await openMemoryDatabase()
    onTestFinished(() => database.close())
    await prepareDatabase(database)
    const { db } = database
    const mediaDir = path.join(temporaryDir(), 'media')
    const media = new LocalMediaStore(mediaDir)
    const now = new Date()
    const seeded = await seedDemoIfEmpty(db, { ...site, count: 50, media, now })
    expect(seeded?.created).toBe(50)

    const rows = await db
      .select({ user: users, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    expect(rows).toHaveLength(50)
    const genders = new Set<string>()
    for (const { user, profile } of rows) {
      expect(user.fictional).toBe(true)
      expect(user.passwordHash).toBeNull()
      expect(user.activatedAt).not.toBeNull()
      expect(user.createdAt.getTime()).toBeLessThan(profile.lastActiveAt.getTime())
      expect(LOCALES).toContain(user.language)
      expect(profile.searchable).toBe(true)
      expect(DEFAULT_SITE.countries).toContain(profile.country)
      const country = profile.country ?? ''
      expect(regionsOf(country).map((region) => region.id)).toContain(profile.countryregion)
      expect(profile.city).not.toBe('')
      expect(profile.name).not.toBe('')
      expect(profile.personal.length).toBeGreaterThan(20)
      expect(['male', 'female']).toContain(profile.gender)
      genders.add(profile.gender ?? '')
      const age = ageOn(profile.dateOfBirth ?? '', now)
      expect(age).toBeGreaterThanOrEqual(18)
      expect(age).toBeLessThanOrEqual(80)
      if (profile.relationship !== null) {
        expect(PROFILE_FIELD_CHOICES.relationship).toContain(profile.relationship)
      }
      expect(profile.mainImageId).not.toBeNull()
      expect(now.getTime() - profile.lastActiveAt.getTime()).toBeLessThanOrEqual(42 * 86_400_000)
      // Language follows the place.
      if (country === 'DE' || country === 'AT') expect(user.language).toBe('de')
      if (country === 'BE') expect(['nl', 'fr']).toContain(user.language)
      if (country === 'NL') expect(user.language).toBe('nl')
    }
    expect(genders).toEqual(new Set(['male', 'female']))

    const photos = await db
      .select()
      .from(images)
      .where(
        inArray(
          images.userId,
          rows.map(({ user }) => user.id),
        ),
      )
    expect(photos.length).toBeGreaterThanOrEqual(50)
    expect(photos.length).toBeLessThanOrEqual(150)
    for (const photo of photos) {
      // Shared pool files, outside any member's own folder (deleting a member keeps them).
      expect(photo.filename).toMatch(/^demo\//)
      expect(existsSync(path.join(mediaDir, photo.filename))).toBe(true)
      expect(existsSync(path.join(mediaDir, photo.thumbFilename))).toBe(true)
    }
    const mains = new Set(rows.map(({ profile }) => profile.mainImageId))
    expect(photos.filter((photo) => mains.has(photo.id)).every((p) => p.position === 0)).toBe(true)

    // Not empty any more: a second start adds nobody.
    expect(await seedDemoIfEmpty(db, { ...site, count: 50, media, now })).toBeNull()
    expect(await countDemoMembers(db)).toBe(50)
  })

  it('add more after the existing ones and delete them all on reset', async () => {
    const { db } = await testDatabase()
    const mediaDir = path.join(temporaryDir(), 'media')
    const media = new LocalMediaStore(mediaDir)
    const before = await countDemoMembers(db)
    const added = await addDemoMembers(db, { ...site, count: 30, media, batchSize: 7 })
    expect(added.created).toBe(30)
    expect(await countDemoMembers(db)).toBe(before + 30)
    const emails = await db
      .select({ email: users.email })
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    expect(new Set(emails.map((row) => row.email)).size).toBe(before + 30)

    // Demo members that chatted and hold credits (the chat bench gives them some), with a
    // real member who paid for a message to one of them.
    const [first, second] = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
      .orderBy(desc(users.id)) // two of the thirty just added
      .limit(2)
    const [realId] = await insertMembers(db, [{ name: 'Real', country: 'NL' }])
    const real = { id: realId ?? 0 }
    // A message to a fictional profile is free now (issue 28); one paid before that rule is
    // what deleting must keep whole: the demo member is not marked fictional while it is sent.
    await db
      .update(users)
      .set({ fictional: false })
      .where(eq(users.id, first?.id ?? 0))
    for (const [from, to] of [
      [first, second],
      [real, first],
    ] as const) {
      if (from === undefined || to === undefined) throw new Error('two demo members expected')
      await setCreditBalance(db, from.id, 10, 'test')
      const conversation = await openConversation(db, from.id, to.id)
      await sendMessage(db, DEFAULT_SITE, from.id, {
        conversation,
        client_id: randomUUID(),
        text: 'Hoi',
      })
    }
    await db
      .update(users)
      .set({ fictional: true })
      .where(eq(users.id, first?.id ?? 0))

    expect(await deleteDemoMembers(db)).toBe(before + 30)
    expect(await countDemoMembers(db)).toBe(0)
    // The real member's payment history stays whole.
    const cost = DEFAULT_SITE.minimum_message_costs.NL?.costs ?? 0
    expect(await creditBalance(db, real.id)).toBe(10 - cost)
    const debits = await db.select().from(creditLedger).where(eq(creditLedger.memberId, real.id))
    expect(debits.map((row) => [row.reason, row.messageId])).toEqual([
      ['test', null],
      ...(cost > 0 ? [['message', null]] : []),
    ])
  })
})
