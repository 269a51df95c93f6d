// The update prompt (spec §4 build freshness, elk's habit): a new build's worker waits; a
// toast offers the reload, and only the member's click lets the worker take over.
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { showToast } from '../../ui/toast-state'

export function offerUpdate(reload: () => void): void {
  showToast({
    kind: 'info',
    body: i18n._(msg`A new version of this site is ready.`),
    action: { label: i18n._(msg`Reload`), run: reload },
  })
}
