// Boot answers (src/contract/boot.ts): the page's HTML carries the answers of the GET calls
// the app makes first on that page, so a first visit on a slow phone network skips those
// round trips, and the photos of the first cards start loading with the HTML. The calls run
// through the server's own routes (inject), as the asking browser: its cookies, language and
// address, so validation, authorization and rate limits are the calls' own. Only 200
// answers are embedded, and only what arrives within the budget: the page never waits long.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BOOT_ELEMENT_ID, bootCallKey, type BootAnswers } from '../../src/contract/boot'
import { LOCALE_COOKIE, type Locale } from '../../src/contract/locale-codes'
import type { MemberCard } from '../../src/contract/members'
import type { SettingsResponse } from '../../src/contract/settings'
import { mediaUrl } from '../../src/contract/media-url'
import { homeQuery } from '../../src/contract/search-base'
import { FIRST_SCREEN_CARDS, firstLoadQuery } from '../../src/contract/search-queries'
import { escapeHtml } from '../domain/html'
import { originalHost } from './original-host'
import { SESSION_COOKIE } from './session-cookies'

/** The calls a page makes first, after the settings, by its path. */
function pageCalls(
  pathname: string,
  settings: SettingsResponse,
  member: boolean,
): { url: string; photos: number }[] {
  const base = {
    searchAllCountries: settings.features.profileSearch.searchAllCountries,
    trafficsource: null,
  }
  switch (pathname) {
    case '/':
      // The home page shows members to visitors only.
      return member ? [] : [{ url: bootCallKey('/api/search.php', homeQuery(base)), photos: 0 }]
    case '/members':
    case '/search':
      return [
        { url: bootCallKey('/api/search.php', firstLoadQuery(base)), photos: FIRST_SCREEN_CARDS },
      ]
    default:
      return []
  }
}

/** JSON inside <script>: no "</script>" or "<!--" can end or bend the element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** What goes before </head>: the answers, and preloads for the first cards' photos. */
export interface BootHead {
  html: string
  /** Some answer is the member's own: the page must not be shared by caches. */
  personal: boolean
}

/** `budgetMs`: how long the page waits for its answers before it goes out without the rest. */
export async function bootHead(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  budgetMs: number,
): Promise<BootHead | null> {
  const member = request.cookies[SESSION_COOKIE] !== undefined
  const get = async (url: string): Promise<unknown> => {
    const response = await injectAsBrowser(app, request, url)
    return response.statusCode === 200 ? response.json() : undefined
  }

  const answers: Record<string, unknown> = {}
  const photoCounts = new Map<string, number>()
  let cdnPrefix = ''
  const work = (async () => {
    const settingsUrl = bootCallKey('/api/settings.php')
    const settings = (await get(settingsUrl)) as SettingsResponse | undefined
    if (settings === undefined) return
    answers[settingsUrl] = settings
    cdnPrefix = settings.cdn_prefix
    await Promise.all(
      pageCalls(pathname, settings, member).map(async (call) => {
        const answer = await get(call.url)
        if (answer === undefined) return
        answers[call.url] = answer
        photoCounts.set(call.url, call.photos)
      }),
    )
  })()
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    work.catch((error: unknown) => request.log.error({ err: error }, 'Boot answers failed')),
    new Promise((resolve) => (timer = setTimeout(resolve, budgetMs))),
  ])
  clearTimeout(timer)
  // What arrived by now; a late answer is left out (the app asks for it itself).
  const taken: BootAnswers = { answers: { ...answers } }
  if (Object.keys(taken.answers).length === 0) return null
  const photos = Object.entries(taken.answers).flatMap(([url, answer]) =>
    ((answer as { profiles?: MemberCard[] }).profiles ?? [])
      .slice(0, photoCounts.get(url) ?? 0)
      .flatMap((card) =>
        card.main_image ? [mediaUrl(cdnPrefix, card.main_image.thumb_filename)] : [],
      ),
  )
  const preloads = photos.map(
    (url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`,
  )
  return {
    html: [
      ...preloads,
      `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(taken)}</script>`,
    ].join(''),
    personal: member,
  }
}

/**
 * An /api call in process, as the asking browser: its cookies, language, agent and address
 * (also the server-rendered pages' calls, http/ssr.ts).
 */
export function injectAsBrowser(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  init: { method?: string; body?: string } = {},
  /** The language decided for the page, in place of the browser's cookie and languages. */
  locale?: Locale,
) {
  const headers = pick(request, ['cookie', 'accept-language', 'user-agent', 'host'])
  if (locale !== undefined) {
    headers['accept-language'] = locale
    const cookie = withoutCookie(headers.cookie, LOCALE_COOKIE)
    if (cookie === '') delete headers.cookie
    else headers.cookie = cookie
  }
  return app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    remoteAddress: request.ip,
    payload: init.body,
    headers: {
      accept: 'application/json',
      'x-original-host': originalHost(request),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
  })
}

/** A Cookie header without the cookie `name`. */
export function withoutCookie(header: string | undefined, name: string): string {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split('=')[0]?.trim() !== name)
    .join('; ')
}

function pick(request: FastifyRequest, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const name of names) {
    const value = request.headers[name]
    if (typeof value === 'string') picked[name] = value
  }
  return picked
}
