// The plans of the hot queries at the search bench's size (see search.ts), printed after
// its raw measurement.
import type { Database } from '../server/db/database'
import { explain, statementLog } from '../server/db/statement-log'
import { listConversations } from '../server/domain/chats/conversations'
import { listNotifications } from '../server/domain/notifications/notification-centre'
import type { CityCoordinates } from '../server/domain/geo/city-coordinates'
import { searchMembers } from '../server/domain/search/search-members'
import { DEFAULT_SITE } from '../server/domain/sites/default-site'

/**
 * The plans of the hot queries (their SQL is committed beside their code, see
 * server/domain/hot-queries.test.ts) at this many members, as the real code sends them: a
 * narrow and a wide search with the count, the wide one nearest first, the notification centre
 * and the chat list.
 */
export async function logPlans(
  database: Database,
  viewerId: number,
  near: CityCoordinates,
  log: (line: string) => void,
) {
  const noted = statementLog(database)
  const base = { viewerId, countryregion: '', page: 2, pp: 12 }
  const runs: Array<[string, () => Promise<unknown>]> = [
    [
      'search NL women 25-35, page 2',
      () =>
        searchMembers(noted.db, {
          ...base,
          countries: ['NL'],
          gender: 'female',
          minAge: 25,
          maxAge: 35,
        }),
    ],
    [
      'search every country, both genders, every age, page 2',
      () =>
        searchMembers(noted.db, {
          ...base,
          countries: [...DEFAULT_SITE.countries],
          gender: '',
          minAge: 18,
          maxAge: null,
        }),
    ],
    [
      'search every country, both genders, every age, nearest first, page 2',
      () =>
        searchMembers(noted.db, {
          ...base,
          countries: [...DEFAULT_SITE.countries],
          gender: '',
          minAge: 18,
          maxAge: null,
          near,
        }),
    ],
    ['notification centre', () => listNotifications(noted.db, viewerId)],
    ['chat list', () => listConversations(noted.db, viewerId)],
  ]
  for (const [name, run] of runs) {
    await run()
    for (const [i, statement] of noted.take().entries()) {
      log(`--- plan: ${name}, statement ${i + 1}`)
      log(await explain(database, statement))
    }
  }
}
