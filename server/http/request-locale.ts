// The language a request is answered in, as the client picks its interface language
// (src/features/locale/detect.ts): an explicit `lang`, else the klik-locale cookie, else the
// first Accept-Language the app speaks, else the site's domain language.
import type { FastifyRequest } from 'fastify'
import { isLocale, LOCALE_COOKIE, type Locale } from '../../src/contract/locale-codes'

/** Accept-Language's languages by quality, reduced to their base ("nl-BE;q=0.8" → "nl"). */
export function acceptedLocales(header: string | undefined): Locale[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.base)
    .filter(isLocale)
}

export function requestLocale(request: FastifyRequest, lang?: Locale): Locale {
  if (lang !== undefined) return lang
  const cookie = request.cookies[LOCALE_COOKIE]
  if (isLocale(cookie)) return cookie
  return acceptedLocales(request.headers['accept-language'])[0] ?? request.site.domain_language
}
