// GET /api/search.php — member search (spec §3 Search filter state/response, §4 Search, §7).
// The filters come from resolveFilters (auto_load, saved search, profile defaults, the query),
// the page and total from searchMembers. A logged-in member's manual search is saved unless
// do_not_save=1 (the similar search); a logged-out visitor's never is. Reads may come from a
// read replica (plugins/read-replicas.ts); the saved search is written to the primary.
// sort=distance orders the page nearest first from the member's city (issue 32 §4) when that
// city is a known place; distance_sort tells the client whether to offer that order.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { countryOfIp } from '../domain/geo/geoip'
import { resolveFilters, searchInputOf } from '../domain/search/resolve-filters'
import { saveSearch } from '../domain/search/saved-search'
import { assertLoggedOutSearchAllowed } from '../domain/search/search-access'
import { searchMembers } from '../domain/search/search-members'
import { route } from '../http/route'
import { noteWrite } from '../plugins/read-replicas'

export const searchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.search, { config: { readReplica: true } }, async (request, reply) => {
    const { query, site } = request
    const viewerId = request.user?.id ?? null
    if (viewerId === null) assertLoggedOutSearchAllowed(site, query.trafficsource)
    const resolved = await resolveFilters(request.readDb, query, {
      site,
      viewerId,
      geoipCountry: viewerId === null ? await countryOfIp(request.ip) : null,
    })
    const { options, origin } = resolved
    const result = await searchMembers(request.readDb, {
      ...searchInputOf(resolved, viewerId),
      near: options.sort === 'distance' ? origin : null,
      page: query.page,
      pp: query.pp,
    })
    // A filter change loads page 1; later pages repeat its filters, which are saved already.
    if (viewerId !== null && query.manual_search && !query.do_not_save && query.page === 1) {
      await saveSearch(app.db, viewerId, options)
      // The next search's auto_load reads it back, perhaps from a replica.
      noteWrite(request)
    }
    // A member's answer reflects their likes and blocks; a visitor's would be wrong for them
    // once they log in on the same URL. Neither is kept.
    reply.header('cache-control', 'private, no-store')
    return {
      profiles: result.profiles,
      paging: { num_results: result.num_results, page: query.page, pp: query.pp },
      filter_options: options,
      distance_sort: origin !== null,
    }
  })
  done()
}
