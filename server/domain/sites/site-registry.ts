// Picks the site for a request by host name. Every call sends X-Original-Host (the host the
// browser shows), which wins over Host so the right brand answers behind proxies and CDNs.
import { ANY_HOST, type Site } from './site-schema'

export interface SiteRegistry {
  readonly sites: readonly Site[]
  forHost(host: string): Site
  /** The site with this id, if it is still run. */
  byId(siteId: string): Site | undefined
  /** The credits a member of site `siteId` gets on activation (0 for a site no longer run). */
  readonly welcomeCredits: (siteId: string) => number
}

/** `sites` in priority order; the last one must answer any host (the embedded default). */
export function createSiteRegistry(sites: readonly Site[]): SiteRegistry {
  const byHost = new Map<string, Site>()
  for (const site of sites) {
    for (const host of site.hosts)
      if (host !== ANY_HOST && !byHost.has(host)) byHost.set(host, site)
  }
  const fallback = sites.find((site) => site.hosts.includes(ANY_HOST))
  if (fallback === undefined)
    throw new Error('No site answers "*": the embedded default site is missing')
  const byId = new Map(sites.map((site) => [site.id, site]))
  return {
    sites,
    forHost: (host) => byHost.get(normalizeHost(host)) ?? fallback,
    byId: (siteId) => byId.get(siteId),
    welcomeCredits: (siteId) => byId.get(siteId)?.welcome_credits ?? 0,
  }
}

/** "Example.NL:8080" → "example.nl"; "[::1]:3000" → "[::1]"; a trailing dot is dropped. */
export function normalizeHost(raw: string): string {
  const host = raw.trim().toLowerCase()
  const withoutPort = host.startsWith('[')
    ? host.slice(0, host.indexOf(']') + 1)
    : host.split(':').length === 2
      ? host.slice(0, host.indexOf(':'))
      : host
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort
}
