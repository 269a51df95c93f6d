// The <head> of a server-rendered page (issue 30, "pages that are found and shared"): its
// title and description in the page's language, its canonical address, whether search engines
// may list it, and the Open Graph preview a shared link shows. A member's page and a lander
// show a member's photo in the preview: a fictional member's preview says, in words, that the
// profile is fictional (the same sentence as on the page). Built from the route the router
// matched and the answers the page was rendered with (api/first-answers.ts); server only.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HeadTags } from '../contract/ssr'
import { LANG_PARAM, LOCALES, localeOfUrl } from '../contract/locale-codes'
import { mediaUrl } from '../contract/media-url'
import type { MemberCard, MemberResponse } from '../contract/members'
import { isPageName } from '../contract/page-names'
import type { PageResponse } from '../contract/pages'
import { PAGE_TITLES } from '../features/pages/page-titles'

export interface PageHeadInput {
  /** The leaf route's id ('/members/$memberId/') and its params. */
  routeId: string
  params: Record<string, string | undefined>
  /** The page's first answers, by key. */
  answers: Readonly<Record<string, unknown>>
  i18n: I18n
  siteName: string
  cdnPrefix: string
  /** The page's address: its origin and path (the query, but LANG_PARAM, is left out). */
  url: URL
}

const TITLES: Record<string, MessageDescriptor> = {
  '/members/': msg`Search members`,
  '/signup': msg`Sign up for free`,
  '/login': msg`Log in`,
  '/pricing': msg`Pricing`,
  '/premium': msg`Premium`,
  '/chats/': msg`Chats`,
  '/pages/transparency': msg`Transparency report`,
}

const DESCRIPTIONS: Record<string, MessageDescriptor> = {
  '/pricing': msg`Signing up is free. You pay only for credits to write messages, and for premium if you want it.`,
  '/premium': msg`With premium you see every photo of every member full size, who visited your profile, and you may browse incognito.`,
}

const LEAD = msg({
  message:
    '{name} is the free place to find dates and flirts near you. Sign up in a minute, search members, like them and start chatting.',
})
const FICTIONAL = msg`Fictional profile`
const FICTIONAL_SENTENCE = msg({
  message:
    '{name} is a fictional profile: it does not belong to a real person, so you cannot meet {name}.',
})

/**
 * Search engines keep out of these: ad landers and signup variants copy other pages, a
 * member's own page is not for a search engine to find by their name (docs/decisions/first-screen.md), and
 * a member's chats are theirs.
 */
const UNLISTED = /^\/(landers\/|members\/\$memberId\/|login$|chats\/)/

/** About the length a result page shows. */
const DESCRIPTION_CHARS = 160

export function pageHead(input: PageHeadInput): HeadTags {
  const { routeId, i18n, siteName, url } = input
  const lead = withValues(i18n, LEAD, { name: siteName })
  const listed = !UNLISTED.test(routeId)
  const address = `${url.origin}${url.pathname}`
  const inLocale = (locale: string) => `${address}?${LANG_PARAM}=${locale}`
  const asked = localeOfUrl(url)
  const head: HeadTags = {
    title: siteName,
    description: lead,
    canonical: asked === null ? address : inLocale(asked),
    robots: listed ? 'index, follow' : 'noindex, follow',
    alternates: listed
      ? [
          ...LOCALES.map((locale) => ({ hreflang: locale, href: inLocale(locale) })),
          { hreflang: 'x-default', href: address },
        ]
      : [],
    og: { type: 'website', title: siteName, description: lead, image: null },
  }
  const titled = (title: string): HeadTags => ({
    ...head,
    title: `${title} · ${siteName}`,
    og: { ...head.og, title },
  })

  const member = memberOf(input)
  if (member) return withMember(titled(memberTitle(member, i18n)), member, input)

  const named = TITLES[routeId]
  if (named) {
    const described = DESCRIPTIONS[routeId]
    const description = described ? i18n._(described) : lead
    const page = titled(i18n._(named))
    return { ...page, description, og: { ...page.og, description } }
  }
  if (routeId === '/pages/$name' && isPageName(input.params.name ?? '')) {
    const name = input.params.name as keyof typeof PAGE_TITLES
    const page = titled(i18n._(PAGE_TITLES[name]))
    const answer = input.answers[`page:${name}:${i18n.locale}`] as PageResponse | undefined
    const description = answer ? excerpt(answer.html) : lead
    return { ...page, description, og: { ...page.og, description } }
  }
  if (routeId === '/landers/$kind/$slug') {
    const shown = landerMembers(input)[0]
    return shown ? withMember(head, shown, input) : head
  }
  return head
}

/** The member a member page (or its landing and signup pages) is about. */
function memberOf({ routeId, params, answers }: PageHeadInput): MemberCard | null {
  if (!routeId.startsWith('/members/$memberId')) return null
  const answer = answers[`member:${params.memberId ?? ''}`] as MemberResponse | undefined
  return answer?.profile ?? null
}

function landerMembers({ answers }: PageHeadInput): MemberCard[] {
  const key = Object.keys(answers).find((candidate) => candidate.startsWith('lander:'))
  return key ? ((answers[key] as MemberCard[] | undefined) ?? []) : []
}

function memberTitle(member: MemberCard, i18n: I18n): string {
  const name = member.age === null ? member.name : `${member.name}, ${member.age}`
  return member.fictional ? `${name} (${i18n._(FICTIONAL)})` : name
}

/** The member's photo in the preview; a fictional member's preview says so. */
function withMember(head: HeadTags, member: MemberCard, input: PageHeadInput): HeadTags {
  const photo = member.main_image?.filename ?? member.main_image?.thumb_filename ?? null
  const image = photo === null ? null : new URL(mediaUrl(input.cdnPrefix, photo), input.url).href
  const description = member.fictional
    ? withValues(input.i18n, FICTIONAL_SENTENCE, { name: member.name })
    : head.description
  return {
    ...head,
    description,
    og: { ...head.og, type: 'profile', description, image },
  }
}

/** A message with its placeholders' values (a descriptor of `msg` carries none). */
const withValues = (
  i18n: I18n,
  { id, message }: MessageDescriptor,
  values: Record<string, string>,
) => i18n._(id, values, { message })

/** The text of the page's HTML, cut at a word near DESCRIPTION_CHARS. */
export function excerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= DESCRIPTION_CHARS) return text
  const cut = text.slice(0, DESCRIPTION_CHARS)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_CHARS / 2))}…`
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }
