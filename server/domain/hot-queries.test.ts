// The SQL of the hot queries, committed as snapshots next to their code (as immich commits its
// generated SQL): a change to what the member search, its count, the hidden members, the
// notification centre or the chat list sends to the database shows in review as a change of
// a .sql file, not only as a change of the TypeScript that builds it. Their plans at 100,000
// members, and why each is fast, are in docs/decisions/server-and-database.md ("The hot
// queries' plans"); `npm run bench -- search` prints them again.
// A new snapshot is written by running this file without CI=true (vitest -u rewrites one).
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database'
import { statementLog, type StatementLog } from '../db/statement-log'
import { testDatabase } from '../test/database'
import { listConversations } from './chats/conversations'
import { listNotifications } from './notifications/notification-centre'
import { countMatches, forgetSearchCounts } from './search/search-count'
import { searchFilter, type SearchInput } from './search/search-filter'
import { searchMembers } from './search/search-members'

const NOW = new Date('2026-06-01T12:00:00Z')
const VIEWER = 1

/** A search of one country's women of 25 to 35, page 2 (so the count runs too). */
const SEARCH: SearchInput = {
  viewerId: VIEWER,
  countries: ['NL'],
  countryregion: '',
  gender: 'female',
  minAge: 25,
  maxAge: 35,
  page: 2,
  pp: 12,
}

/** Where the nearest-first search measures from. */
const UTRECHT = { latitude: 52.09083, longitude: 5.12222 }

let log: StatementLog

const CLAUSES =
  /\s+(from|where|inner join|left join|cross join|order by|group by|limit|offset|union all|and|or)\s+/g

/** One statement a line per clause, so a review sees which clause changed. */
function layout(statement: string): string {
  return statement.replace(CLAUSES, (_, clause: string) => `\n  ${clause} `)
}

async function statementsOf(run: (db: Db) => Promise<unknown>): Promise<string> {
  log.take()
  await run(log.db)
  return `${log
    .take()
    .map(({ query }) => layout(query))
    .join(';\n\n')};\n`
}

beforeAll(async () => {
  log = statementLog(await testDatabase())
})

describe('the SQL of the hot queries', () => {
  it('member search: the hidden members, the page per country and gender, its cards', async () => {
    const statements = await statementsOf(async (db) => {
      forgetSearchCounts(db)
      await searchMembers(db, { ...SEARCH, page: 1 }, NOW)
    })
    await expect(statements).toMatchFileSnapshot('./search/search-members.sql')
  })

  it('member search nearest first: each circle around the city, the members without one', async () => {
    const statements = await statementsOf(async (db) => {
      forgetSearchCounts(db)
      await searchMembers(db, { ...SEARCH, page: 1, near: UTRECHT }, NOW)
    })
    await expect(statements).toMatchFileSnapshot('./search/search-distance.sql')
  })

  it('member search: the count of a filter', async () => {
    const statements = await statementsOf(async (db) => {
      forgetSearchCounts(db)
      await countMatches(db, searchFilter(SEARCH, NOW), 'hot-queries', 0, NOW.getTime())
    })
    await expect(statements).toMatchFileSnapshot('./search/search-count.sql')
  })

  it('the notification centre', async () => {
    const statements = await statementsOf((db) => listNotifications(db, VIEWER, NOW))
    await expect(statements).toMatchFileSnapshot('./notifications/notification-centre.sql')
  })

  it('the chat list', async () => {
    const statements = await statementsOf((db) => listConversations(db, VIEWER, NOW))
    await expect(statements).toMatchFileSnapshot('./chats/conversations.sql')
  })
})
