import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { isPageName } from '../../contract/page-names'
import { SiteNamedPage, useBanStatus } from '../../features/pages'
import { ssrLoad } from '../-ssr/loader'

// /pages/{name} (spec §2, public): terms, privacy, cookies, service, return-policy, faq, ban —
// one route for the seven, so the start-up bundle's route tree holds one entry, not seven.
// Any other name is a 404. Each keeps the spec's route name (pages-service, …). The service
// page adds the contact form and the objection form, the ban page the objection form to its
// block (features/cases): composed here since features do not import each other, and loaded
// only on those pages.
export const Route = createFileRoute('/pages/$name')({
  staticData: { auth: 'none', name: ({ name }) => `pages-${name ?? ''}` },
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound protocol
    if (!isPageName(params.name)) throw notFound()
  },
  loader: import.meta.env.SSR ? (args) => ssrLoad('page', args) : undefined,
  component: PagesRoute,
})

const ContactForm = lazy(() =>
  import('../../features/cases').then((module) => ({ default: module.ContactForm })),
)
const ObjectionForm = lazy(() =>
  import('../../features/cases').then((module) => ({ default: module.ObjectionForm })),
)

function PagesRoute() {
  const { name } = Route.useParams()
  if (!isPageName(name)) return null
  if (name === 'ban') return <BanPage />
  return (
    <SiteNamedPage name={name}>
      {name === 'service' && (
        <Suspense fallback={null}>
          <ContactForm />
          <ObjectionForm />
        </Suspense>
      )}
    </SiteNamedPage>
  )
}

/**
 * The ban page: this browser's ban (asked once) gives the statement of reasons above the text
 * and lets the objection form below it leave out the name and address (the server takes the
 * blocked account's).
 */
function BanPage() {
  const ban = useBanStatus()
  return (
    <SiteNamedPage name="ban" ban={ban}>
      <Suspense fallback={null}>
        <ObjectionForm subject="ban" account={ban ? 'blocked' : undefined} />
      </Suspense>
    </SiteNamedPage>
  )
}
