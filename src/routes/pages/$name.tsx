import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { Locale } from '../../contract/locale-codes'
import { isPageName } from '../../contract/page-names'
import { fetchPage, SiteNamedPage } from '../../features/pages'

// /pages/{name} (spec §2, public): terms, privacy, cookies, service, return-policy, faq, ban —
// one route for the seven, so the start-up bundle's route tree holds one entry, not seven.
// Any other name is a 404. Each keeps the spec's route name (pages-service, …). The service
// page adds the contact form (features/cases), composed here since features do not import
// each other, and loaded only on that page.
export const Route = createFileRoute('/pages/$name')({
  staticData: { auth: 'none', name: ({ name }) => `pages-${name ?? ''}` },
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound protocol
    if (!isPageName(params.name)) throw notFound()
  },
  // The server renders the page's words (src/entry-server.tsx): its loader asks for them in
  // process, and the answer reaches the browser in the router's dehydrated matches. In the
  // browser the page keeps asking for them itself (offline copy, language changes).
  loader: ({ params, context }) =>
    import.meta.env.SSR && isPageName(params.name)
      ? fetchPage(params.name, context.i18n.locale as Locale).catch((error: unknown) => {
          // The page still renders: the browser asks for the words itself.
          console.error('The page loader failed', error)
          return undefined
        })
      : undefined,
  component: PagesRoute,
})

const ContactForm = lazy(() =>
  import('../../features/cases').then((module) => ({ default: module.ContactForm })),
)

function PagesRoute() {
  const { name } = Route.useParams()
  const initial = Route.useLoaderData()
  if (!isPageName(name)) return null
  return (
    <SiteNamedPage name={name} initial={initial}>
      {name === 'service' && (
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      )}
    </SiteNamedPage>
  )
}
