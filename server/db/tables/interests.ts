// The interests a member can pick for their profile, with a label in every interface language.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { Locale } from '../../../src/contract/locales'

export type LocalizedText = Record<Locale, string>

export const interests = pgTable('interests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  labels: jsonb('labels').$type<LocalizedText>().notNull(),
  position: integer('position').notNull(),
})
