// The cams of a site's partner (GET /api/xcams/search.php): the demo feed or the partner's,
// filtered by gender and age, and whether an account may be opened (xcams/redirect.php).
import type { FastifyBaseLogger } from 'fastify'
import type { Cam, camsQuerySchema } from '../../../src/contract/partners'
import type { z } from 'zod'
import { httpError } from '../api-error'
import type { MediaStore } from '../media/storage/media-store'
import type { Site } from '../sites/site-schema'
import { camAvatarFile, ensureCamAvatars } from './cam-avatars'
import { DEMO_CAMS, demoCam } from './demo-cams'
import { remoteCams } from './remote-cams'

export type CamsFilter = z.output<typeof camsQuerySchema>

/** A site shows partner offers only when member_resell names one (spec §6). */
export function offersPartners(site: Site): boolean {
  return site.member_resell.length > 0
}

/** 404 partners.none on a site without partner offers. */
export function assertOffersPartners(site: Site): void {
  if (!offersPartners(site))
    throw httpError(404, 'partners.none', 'This site has no partner offers')
}

/** The partner page of a cam to redirect to; 404 without partners or for an unknown cam. */
export function camPageUrl(site: Site, account: string): string {
  assertOffersPartners(site)
  const url = camRedirectUrl(site, account)
  if (url === null) throw httpError(404, 'partners.unknown_account', 'No such cam')
  return url
}

export interface CamsContext {
  /** The media store, where the demo avatars are drawn. */
  media: MediaStore
  log: FastifyBaseLogger
  fetcher?: typeof fetch
}

export async function partnerCams(
  site: Site,
  filter: CamsFilter,
  context: CamsContext,
): Promise<Cam[]> {
  if (!offersPartners(site)) return []
  const feed = site.partners.cams_feed
  const cams =
    feed === 'demo' ? await demoFeed(context) : await remoteCams(feed, context.log, context.fetcher)
  return cams.filter((cam) => matches(cam, filter))
}

async function demoFeed(context: CamsContext): Promise<Cam[]> {
  await ensureCamAvatars(context.media, DEMO_CAMS)
  return DEMO_CAMS.map((cam) => ({
    account: cam.account,
    name: cam.name,
    age: cam.age,
    gender: cam.gender,
    image: `/media/${camAvatarFile(cam)}`,
    online: cam.online,
  }))
}

function matches(cam: Cam, filter: CamsFilter): boolean {
  if (filter.gender !== undefined && filter.gender !== '' && cam.gender !== filter.gender) {
    return false
  }
  const bounded = filter.min_age !== undefined || filter.max_age !== undefined
  if (!bounded) return true
  // A cam without an age cannot be said to be in the range asked for.
  if (cam.age === null) return false
  return (
    (filter.min_age === undefined || cam.age >= filter.min_age) &&
    (filter.max_age === undefined || cam.age <= filter.max_age)
  )
}

/** The partner page of a cam: cams_redirect with the account URL-encoded; null = unknown. */
export function camRedirectUrl(site: Site, account: string): string | null {
  if (site.partners.cams_feed === 'demo' && demoCam(account) === undefined) return null
  return site.partners.cams_redirect.replaceAll('{account}', encodeURIComponent(account))
}

/** The resell partner's page for `flow`: resell_url with ?flow= added. */
export function resellUrl(site: Site, flow: string): string {
  const url = new URL(site.partners.resell_url)
  url.searchParams.set('flow', flow)
  return url.toString()
}
