// Said plainly on a page whose feature has not landed yet: the route, its guard and its
// layout exist; the feature does not.
import { Trans } from '@lingui/react/macro'

export function NotAvailable({ title }: { title: string }) {
  return (
    <section className="not-available">
      <h1>{title}</h1>
      <p>
        <Trans>
          This part of the site is not available yet. We are working on it — please check back soon.
        </Trans>
      </p>
    </section>
  )
}
