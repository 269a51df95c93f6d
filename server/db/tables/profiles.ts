// What a member shows: name, place, the personal details of profile_fields.php, the free text
// and the main photo. One row per account, keyed by the user id (which is also the profile id).
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type PgColumn,
} from 'drizzle-orm/pg-core'
import type { CountryCode } from '../../../src/contract/common'
import type { Gender } from '../../../src/contract/profile-field-names'
import type { ProfileDetails } from '../../../src/contract/user'
import { images } from './images'
import { users } from './users'

type Detail<K extends keyof ProfileDetails> = NonNullable<ProfileDetails[K]>

export const profiles = pgTable(
  'profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender').$type<Gender>(),
    // A string, not a Date: PGlite would turn it into a UTC midnight timestamp (STACK trap 4).
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    country: text('country').$type<CountryCode>(),
    /** Region id as in regions.php; '' when none. */
    countryregion: text('countryregion').notNull().default(''),
    city: text('city').notNull().default(''),
    /**
     * The coordinates of the profile's city (never of the member: domain/geo), for the distance
     * sort (issue 32 §4); null when the city is not a known place.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    personal: text('personal').notNull().default(''),
    length: integer('length'),
    relationship: text('relationship').$type<Detail<'relationship'>>(),
    lookingFor: text('looking_for').$type<Detail<'looking_for'>>(),
    smoking: text('smoking').$type<Detail<'smoking'>>(),
    drinking: text('drinking').$type<Detail<'drinking'>>(),
    children: text('children').$type<Detail<'children'>>(),
    bodyType: text('body_type').$type<Detail<'body_type'>>(),
    eyeColor: text('eye_color').$type<Detail<'eye_color'>>(),
    hairColor: text('hair_color').$type<Detail<'hair_color'>>(),
    education: text('education').$type<Detail<'education'>>(),
    /** The signup wizard reached step 5. */
    lastSignupStep: boolean('last_signup_step').notNull().default(false),
    mainImageId: bigint('main_image_id', { mode: 'number' }).references(() => images.id, {
      onDelete: 'set null',
    }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Since when an operator's approval of a selfie stands (issue 32 §1; tables/verifications.ts).
     * The database clears it whenever main_image_id changes (migration 0023's trigger).
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** False once the account is deleted: the profile is out of search, likes and member pages. */
    searchable: boolean('searchable').notNull().default(true),
  },
  (table) => {
    // Search (spec §4): the columns that narrow (`by`), then most recently active first. DESC
    // NULLS LAST matches orderBy(desc(...)) only with nulls last, so the sort uses
    // .desc().nullsLast() there as well (STACK trap 5); last_active_at is NOT NULL anyway. The
    // date of birth, last, changes no order: it lets the age filter be checked on the index
    // entry (an index-only scan) instead of reading each walked member's row, which made a
    // search of every country for one age band take 20 ms at 100,000 members.
    const searchWalk = (name: string, ...by: [PgColumn, ...PgColumn[]]) =>
      index(name)
        .on(...by, table.lastActiveAt.desc(), table.userId.desc(), table.dateOfBirth)
        .where(sql`searchable`)
    return [
      searchWalk('profiles_search_idx', table.country, table.gender),
      // The same walk inside one region: without it a region search reads the whole country's
      // stretch to find the few members of that region.
      searchWalk('profiles_search_region_idx', table.country, table.countryregion, table.gender),
      // The same walk among verified members only ("verified only", issue 32 §1): few of them,
      // so a walk of the whole index would read many members to find a page.
      index('profiles_search_verified_idx')
        .on(
          table.country,
          table.gender,
          table.lastActiveAt.desc(),
          table.userId.desc(),
          table.dateOfBirth,
        )
        .where(sql`searchable and verified_at is not null`),
      // Nearest first (issue 32 §4, domain/search/search-distance.ts): the members of a country
      // and gender within a band of latitudes, the longitude and age checked on the entry and
      // the distance and order computed from it alone (an index-only scan).
      index('profiles_distance_idx')
        .on(
          table.country,
          table.gender,
          table.latitude,
          table.longitude,
          table.dateOfBirth,
          table.lastActiveAt,
          table.userId,
        )
        .where(sql`searchable and latitude is not null`),
      // Totals (num_results): the age is a range of dates of birth, so a count is one range
      // scan per country and gender, answered from the index alone.
      index('profiles_count_idx')
        .on(table.country, table.gender, table.dateOfBirth)
        .where(sql`searchable`),
    ]
  },
)
export type ProfileRow = typeof profiles.$inferSelect
