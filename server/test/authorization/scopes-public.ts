// The authorization table's public calls: the same answer for A as for a visitor, with
// nothing of B's in it.
import { sameForEveryone } from './calls'
import type { Entry } from './harness'

export const publicScopes: Record<string, Entry> = sameForEveryone({
  'GET /api/settings.php': {},
  'GET /api/companyinfo.php': {},
  'GET /api/page.php': { query: 'name=terms&lang=en' },
  'GET /api/regions.php': { query: 'country=NL' },
  'GET /api/profile_fields.php': {},
  'GET /api/interests.php': { query: 'lang=nl' },
  'GET /api/geocode.php': { query: 'lat=52.09&lon=5.12' },
  'POST /api/page-hidden.php': { payload: {} },
  'GET /api/xcams/search.php': { query: 'gender=female' },
  'GET /api/xcams/redirect.php': { query: 'account=nobody-here' },
  'GET /api/resellpartner.php': { query: 'flow=profile-search' },
  'GET /api/transparency.php': {},
})
