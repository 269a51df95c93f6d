// The install offer (install-prompt.ts decides when): a card at the top of the page's content,
// in the flow, so it never covers what the member was using (issue 28 §7); the default
// layout carries it, a conversation does not. It appears right after the member's own like or
// message, so it does not take the focus from where they are; a polite live region announces
// it, Escape is "not now", and closing it from inside returns the focus to where it was.
// Loaded by the layout only when there is an offer.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { settingsAtom } from '../../session'
import './install-prompt.css'
import { acceptInstall, declineInstall } from './install-prompt'

/** iOS's Share symbol: a square with an arrow out of its top. */
function ShareSymbol() {
  return (
    <svg className="install-share-symbol" viewBox="0 0 20 24" aria-hidden="true" focusable="false">
      <path
        d="M10 2v13M6 6l4-4 4 4M6.5 10H4v12h12V10h-2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function InstallPrompt({ offer }: { offer: 'prompt' | 'ios' }) {
  const { t } = useLingui()
  const name = useAtomValue(settingsAtom)?.name ?? 'Klik'
  const titleId = useId()
  const textId = useId()
  const ref = useRef<HTMLElement>(null)
  const returnTo = useRef<Element | null>(null)
  const [announced, setAnnounced] = useState('')
  const title = offer === 'ios' ? t`Add ${name} to your Home Screen` : t`Install ${name}`

  useEffect(() => {
    returnTo.current = document.activeElement
  }, [])
  useEffect(() => {
    // A live region reads out what changes in it, not what it was born with.
    const timer = setTimeout(() => setAnnounced(title), 150)
    return () => clearTimeout(timer)
  }, [title])

  const close = (answer: () => void) => {
    const inside = ref.current?.contains(document.activeElement) ?? false
    answer()
    const back = returnTo.current
    if (inside && back instanceof HTMLElement && back.isConnected)
      back.focus({ preventScroll: true })
  }
  const notNow = () => close(() => declineInstall())
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    notNow()
  }

  return (
    <section
      ref={ref}
      className="install-prompt"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="install-prompt"
      onKeyDown={onKeyDown}
    >
      <img className="install-prompt-logo" src="/logo.svg" alt="" width="40" height="40" />
      <div className="install-prompt-text">
        <h2 id={titleId}>{title}</h2>
        {offer === 'ios' ? (
          <>
            <p id={textId}>
              <Trans>On iPhone and iPad, notifications only work in the installed app.</Trans>
            </p>
            <ol className="install-prompt-steps">
              <li>
                <Trans>
                  Tap <strong>Share</strong> <ShareSymbol /> in the browser bar.
                </Trans>
              </li>
              <li>
                <Trans>
                  Then tap <strong>Add to Home Screen</strong>.
                </Trans>
              </li>
            </ol>
          </>
        ) : (
          <p id={textId}>
            <Trans>
              It opens like an app, straight from your home screen, and tells you at once when
              someone answers.
            </Trans>
          </p>
        )}
      </div>
      <div className="install-prompt-actions">
        {offer === 'prompt' && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => close(() => void acceptInstall())}
          >
            <Trans>Install</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={notNow}>
          <Trans>Not now</Trans>
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {announced}
      </span>
    </section>
  )
}

export default InstallPrompt
