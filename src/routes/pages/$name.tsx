import { createFileRoute, notFound } from '@tanstack/react-router'
import { isPageName } from '../../contract/page-names'
import { SiteNamedPage } from '../../features/pages'

// /pages/{name} (spec §2, public): terms, privacy, cookies, service, return-policy, faq, ban —
// one route for the seven, so the start-up bundle's route tree holds one entry, not seven.
// Any other name is a 404. Each keeps the spec's route name (pages-service, …).
export const Route = createFileRoute('/pages/$name')({
  staticData: { auth: 'none', name: ({ name }) => `pages-${name ?? ''}` },
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound protocol
    if (!isPageName(params.name)) throw notFound()
  },
  component: PagesRoute,
})

function PagesRoute() {
  const { name } = Route.useParams()
  return isPageName(name) ? <SiteNamedPage name={name} /> : null
}
