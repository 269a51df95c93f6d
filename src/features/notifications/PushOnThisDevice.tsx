// Push on this device: what the browser allows (the permission), whether this browser is
// subscribed, and the one thing to do about it — turn on, turn off, or, when notifications are
// blocked, how to allow them again. On an iPhone or iPad outside the installed app, push needs
// the app on the Home Screen first.
import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { settingsAtom } from '../../session'
import { NO_PUSH, pushPortAtom, pushSubscribedAtom, type PushSupport } from '../../session/push'

export function PushOnThisDevice() {
  const pushPub = useAtomValue(settingsAtom)?.push_pub
  const subscribed = useAtomValue(pushSubscribedAtom)
  const port = useAtomValue(pushPortAtom)
  const [support, setSupport] = useState<PushSupport | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    const ask = () =>
      port.support().then((answer) => {
        if (live) setSupport(answer)
        return answer
      })
    void ask().then((answer) => {
      // The worker may still be registering (a first visit, a slow phone): ask again once it is.
      if (!answer.capable && 'serviceWorker' in navigator) {
        void navigator.serviceWorker.ready.then(ask)
      }
    })
    return () => {
      live = false
    }
  }, [subscribed, port])

  if (!pushPub) return null
  const state = support ?? NO_PUSH
  const on = state.subscribed

  const toggle = async () => {
    setBusy(true)
    try {
      if (on) await port.unsubscribe()
      else await port.subscribe(pushPub)
      setSupport(await port.support())
    } finally {
      setBusy(false)
    }
  }

  let body
  if (support === null) {
    body = <p aria-busy="true" className="field-hint" />
  } else if (!state.capable) {
    body = state.needsHomeScreen ? (
      <p className="field-hint" data-testid="push-home-screen">
        <Trans>
          On an iPhone or iPad, notifications need Klik on your Home Screen: tap Share, then “Add to
          Home Screen”, and open Klik from there.
        </Trans>
      </p>
    ) : (
      <p className="field-hint">
        <Trans>
          This browser cannot show notifications. You still get the emails chosen below.
        </Trans>
      </p>
    )
  } else if (state.permission === 'denied') {
    body = (
      <p className="field-hint" data-testid="push-denied">
        <Trans>
          Notifications are blocked for Klik in this browser. To allow them, open the site settings
          (the icon next to the address) and set Notifications to Allow, then come back here.
        </Trans>
      </p>
    )
  } else {
    body = (
      <>
        <p className="field-hint">
          {on ? (
            <Trans>This device gets notifications of new messages and likes.</Trans>
          ) : (
            <Trans>
              Get a notification on this device when someone writes to you or likes you.
            </Trans>
          )}
        </p>
        <button
          type="button"
          className={on ? 'button' : 'button button-primary'}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void toggle()}
        >
          {on ? <Trans>Turn off on this device</Trans> : <Trans>Turn on notifications</Trans>}
        </button>
      </>
    )
  }

  return (
    <section className="notification-settings-group" aria-labelledby="push-device-title">
      <h3 id="push-device-title">
        <Trans>Notifications on this device</Trans>
      </h3>
      {body}
    </section>
  )
}
