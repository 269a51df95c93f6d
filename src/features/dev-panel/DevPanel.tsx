// The developer panel (spec §1), shown when the server runs with DEV_TOOLS=1 (settings
// carry dev_tools). Its three buttons: credits to 0, forget the site-entry warning,
// switch the design version for this browser.
import { Trans, useLingui } from '@lingui/react/macro'
import { storage } from '../../lib/storage'
import { errorMessage } from '../../ui/error-message'
import { showToast } from '../../ui/toast-state'
import { STORED_KEYS } from '../../lib/storage-keys'
import { refreshSettings, templateAtom } from '../../session'
import { store } from '../../lib/store'
import { resetCredits } from './api'

export function DevPanel() {
  const { t, i18n } = useLingui()

  const zeroCredits = async () => {
    try {
      await resetCredits()
      showToast({ kind: 'success', body: t`Credits set to 0.` })
    } catch (error) {
      showToast({ kind: 'danger', title: t`Error`, body: errorMessage(i18n, error) })
    }
  }

  const forgetWarning = () => {
    storage.remove(STORED_KEYS.skippedSiteEntryWarning)
    showToast({ kind: 'success', body: t`The site-entry warning will show again.` })
  }

  const switchDesign = async () => {
    const next = store.get(templateAtom) === 'boxy' ? 'classic' : 'boxy'
    storage.set(STORED_KEYS.designVersion, next)
    try {
      await refreshSettings()
      showToast({ kind: 'info', body: t`Design switched to ${next}.` })
    } catch (error) {
      showToast({ kind: 'danger', title: t`Error`, body: errorMessage(i18n, error) })
    }
  }

  return (
    <aside className="dev-panel" aria-label={t`Developer tools`} data-testid="dev-panel">
      <strong>
        <Trans>Developer tools</Trans>
      </strong>
      <button type="button" className="button button-small" onClick={() => void zeroCredits()}>
        <Trans>Set credits to 0</Trans>
      </button>
      <button type="button" className="button button-small" onClick={forgetWarning}>
        <Trans>Delete skipped-site-entry-warning</Trans>
      </button>
      <button type="button" className="button button-small" onClick={() => void switchDesign()}>
        <Trans>Switch design version</Trans>
      </button>
    </aside>
  )
}
