// The address mailed links start with. A site with its own host names gets its first host
// (with PUBLIC_URL's scheme and port), so a member of one brand lands on that brand; the
// default site ("*") uses PUBLIC_URL. Never taken from request headers: a forged Host must not
// be able to point a password-reset link at someone else's server.
import { ANY_HOST, type Site } from './site-schema'

export function siteUrl(site: Site, publicUrl: string): string {
  const host = site.hosts.find((candidate) => candidate !== ANY_HOST)
  if (host === undefined) return publicUrl
  const url = new URL(publicUrl)
  url.hostname = host
  return url.toString().replace(/\/+$/, '')
}
