// The route loaders of the server's first screen (issue 30, docs/ssr.md "Route data"): each
// prefetches the calls its page's hooks make, under their keys (api/first-answers.ts), and
// answers what does not exist with the 404 page and its status. The routes import this module
// only on the server (`import.meta.env.SSR ? (args) => ssrLoad(…) : undefined`, ./loader.ts), so
// the browser's bundle holds none of it: in the browser each page loads its data itself.
import { notFound } from '@tanstack/react-router'
import type { createStore } from 'jotai'
import { prefetch } from '../../api/first-answers'
import type { Locale } from '../../contract/locale-codes'
import { isPageName } from '../../contract/page-names'
import type { SearchBase } from '../../contract/search-base'
import { chatsCall } from '../../features/chats/api'
import { shopCall } from '../../features/credits/api'
import { homeMembersCall } from '../../features/home/members-api'
import { landerMembersCall } from '../../features/landers/api'
import { isLanderKind } from '../../features/landers/lander-kind'
import { parseLanderSlug } from '../../features/landers/slug'
import { memberCall } from '../../features/members/api'
import { pageCall } from '../../features/pages/api'
import { transparencyCall } from '../../features/pages/transparency/api'
import { firstSearchCall } from '../../features/search/api'
import { parseMemberId } from '../../lib/member-id'
import {
  featuresAtom,
  loggedOutSearchAllowed,
  settingsAtom,
  storedTrafficsource,
} from '../../session'

/** What the loaders use of the router's loader arguments. */
export interface LoaderArgs {
  params: Record<string, string | undefined>
  context: { store: ReturnType<typeof createStore>; i18n: { locale: string } }
  abortController: AbortController
}

const notFoundPage = (): never => {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound protocol
  throw notFound()
}

function searchBase({ context }: LoaderArgs): SearchBase {
  const features = context.store.get(featuresAtom)
  return {
    searchAllCountries: features?.profileSearch.searchAllCountries ?? false,
    trafficsource: storedTrafficsource(),
  }
}

/** `/`: the member tiles, where the site shows members to this visitor (HomePage's rule). */
export async function home(args: LoaderArgs): Promise<void> {
  const base = searchBase(args)
  const settings = args.context.store.get(settingsAtom)
  if (!loggedOutSearchAllowed(settings, base.trafficsource !== null)) return
  await prefetch(args.context.store, homeMembersCall(base), args.abortController.signal)
}

/** `/members`: a visit's first search (the boot answers' query). */
export async function members(args: LoaderArgs): Promise<void> {
  await prefetch(args.context.store, firstSearchCall(searchBase(args)), args.abortController.signal)
}

/** `/chats`, a member's: their conversations. */
export async function chats(args: LoaderArgs): Promise<void> {
  await prefetch(args.context.store, chatsCall, args.abortController.signal)
}

/** A member's page and its landing and signup pages. */
export async function member(args: LoaderArgs): Promise<void> {
  const id = parseMemberId(args.params.memberId ?? '')
  if (id === null) return
  const found = await prefetch(args.context.store, memberCall(id), args.abortController.signal)
  if (found === 'not_found') notFoundPage()
}

/** `/landers/{kind}/{slug}`: its members. */
export async function lander(args: LoaderArgs): Promise<void> {
  if (!isLanderKind(args.params.kind ?? '')) notFoundPage()
  const call = landerMembersCall(searchBase(args), parseLanderSlug(args.params.slug ?? ''))
  await prefetch(args.context.store, call, args.abortController.signal)
}

/** `/pricing`, `/premium`: the default payment country's prices. */
export async function shop(args: LoaderArgs): Promise<void> {
  await prefetch(args.context.store, shopCall(null), args.abortController.signal)
}

/** `/pages/{name}`: its words, in the page's language. */
export async function page(args: LoaderArgs): Promise<void> {
  const name = args.params.name ?? ''
  if (!isPageName(name)) return
  const call = pageCall(name, args.context.i18n.locale as Locale)
  await prefetch(args.context.store, call, args.abortController.signal)
}

/** `/pages/transparency`: the report of the half year the page opens with. */
export async function transparency(args: LoaderArgs): Promise<void> {
  await prefetch(args.context.store, transparencyCall(null), args.abortController.signal)
}
