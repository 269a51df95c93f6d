// One of the site's pages (issue 13): its title here, its words from the server
// (GET /api/page.php, in the interface language, with the company's details filled in), what
// a page adds below them (the cookie list, the contact form), and when the text last changed.
// The words are the server's HTML of the page's Markdown (server/domain/pages/markdown.ts:
// escaped text, headings, lists and links to the site's own paths); a click on such a link
// moves within the app. Offline, the copy the service worker kept from the last visit shows,
// else a note that the page opens once the connection is back.
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { useSync } from '../../api/use-sync'
import type { Locale } from '../../contract/locales'
import type { PageName } from '../../contract/page-names'
import { pageCall } from './api'
import { PageFailure, useRetryOnline } from './PageFailure'
import './pages.css'

export function SitePage({
  name,
  title,
  lead,
  children,
}: {
  name: PageName
  title: MessageDescriptor
  /** Shown above the page's text. */
  lead?: ReactNode
  children?: ReactNode
}) {
  const { i18n } = useLingui()
  const lang = i18n.locale as Locale
  const page = pageCall(name, lang)
  const { data, loading, failure } = useSync(page.key, { name: 'page', fetch: page.fetch })
  const router = useRouter()
  useRetryOnline(failure)

  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a')
    const href = link?.getAttribute('href')
    if (!href?.startsWith('/') || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }

  return (
    <article className="site-page" data-page={name} aria-busy={loading && !data ? true : undefined}>
      <h1>{i18n._(title)}</h1>
      {lead}
      {data && data.lang !== lang && (
        <p className="card notice site-page-language" lang={i18n.locale}>
          <Trans>This page is not available in your language yet; here it is in English.</Trans>
        </p>
      )}
      {data && (
        // The server's HTML of the page's Markdown: escaped text and the tags it makes itself.
        <div
          className="site-page-body"
          lang={data.lang}
          onClick={follow}
          dangerouslySetInnerHTML={{ __html: data.html }}
        />
      )}
      {!data && failure && <PageFailure failure={failure} />}
      {children}
      {data?.updated && <Updated date={data.updated} />}
    </article>
  )
}

function Updated({ date }: { date: string }) {
  const { i18n } = useLingui()
  const updated = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
  return (
    <p className="site-page-updated">
      <Trans>Last updated: {updated}</Trans>
    </p>
  )
}
