// The install prompt's start-up part, kept tiny because it is in the start-up bundle: boot
// listens for `beforeinstallprompt` first thing, since Chromium may fire it before the PWA
// chunk arrives and the event cannot be had again. preventDefault keeps Chrome's own
// mini-infobar away: Klik offers the install itself, at a better moment (install-prompt.ts,
// which listens to later events itself). The shell reads installOfferAtom and loads the
// prompt's UI only when there is an offer.
import { atom } from 'jotai'

/** Chromium's event (not in the DOM typings): prompt() shows the browser's install dialog. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** What the shell shows: the browser's install prompt, the iPhone and iPad guide, or nothing. */
export type InstallOffer = 'prompt' | 'ios' | null

export const installOfferAtom = atom<InstallOffer>(null)

let kept: BeforeInstallPromptEvent | null = null

export function captureInstallEvents(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    kept = event as BeforeInstallPromptEvent
  })
}

/** The kept event, if any; `take` hands it out once (a prompt() works once per event). */
export function keptInstallEvent(take = false): BeforeInstallPromptEvent | null {
  const event = kept
  if (take) kept = null
  return event
}
