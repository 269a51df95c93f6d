// "Your data" on /profile (GDPR art. 15 and 20): "Download my data" asks for a ZIP of
// everything held on the member and their photos; it is made in the background and mailed as
// a link that works for 24 hours. The section shows the latest export's state, and looks
// again every 15 s while one is being made (usePolledSync: not while the page is hidden), so
// "ready" shows without a reload.
import { Trans, useLingui } from '@lingui/react/macro'
import { usePolledSync } from '../../../api/use-sync'
import { DATA_EXPORT_VALID_HOURS } from '../../../contract/data-export'
import { FormError } from '../../../ui/FormError'
import { useAction } from '../../../ui/use-action'
import { fetchDataExport, requestDataExport } from './data-export-api'

/** How often the state is asked again while an export is being made. */
const REFRESH_MS = 15_000

export function DataExportSection() {
  const { i18n } = useLingui()
  // The state is a hint: its failure is not shown (the button works without it, and its own
  // errors show).
  const { data: current, put } = usePolledSync('data-export', {
    fetch: () => fetchDataExport(),
    every: () => REFRESH_MS,
    until: (answer) => answer.state !== 'preparing',
  })
  const { busy, error, run } = useAction()

  // The request's answer is the state, and asking again goes on from it.
  const ask = () =>
    run(async () => {
      put(await requestDataExport())
    })

  const when = (at: string | null) =>
    at === null
      ? ''
      : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(
          Date.parse(at),
        )
  const hours = DATA_EXPORT_VALID_HOURS
  const expires = when(current?.expires_at ?? null)
  const state = current?.state ?? 'none'
  const waiting = state === 'preparing' || state === 'ready'

  return (
    <section className="card profile-section" id="data" data-testid="profile-data">
      <h2>
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Download a ZIP file with everything we hold on your account: your profile, photos, likes,
          messages, orders, notifications and settings.
        </Trans>
      </p>
      <p role="status" data-testid="data-export-state">
        {state === 'preparing' && (
          <Trans>
            We are preparing your data and will email you a download link. The link works for{' '}
            {hours} hours.
          </Trans>
        )}
        {state === 'ready' && (
          <Trans>We emailed you the download link. It works until {expires}.</Trans>
        )}
        {state === 'expired' && (
          <Trans>Your last download link expired on {expires}. You can ask for a new one.</Trans>
        )}
        {state === 'failed' && <Trans>Preparing your data did not work. Please ask again.</Trans>}
      </p>
      <FormError>{error}</FormError>
      <div className="profile-section-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || waiting}
          onClick={() => void ask()}
        >
          <Trans>Download my data</Trans>
        </button>
      </div>
    </section>
  )
}
