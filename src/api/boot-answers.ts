// The client side of boot answers (contract/boot.ts): the answers the server embedded in
// this page's HTML, each taken at most once and only right after the page loaded. A page
// served by the service worker has none; every call then goes to the network as before.
// It is in the start-up bundle of every page, so it is kept small.
import {
  BOOT_ANSWER_MAX_AGE_MS,
  BOOT_ELEMENT_ID,
  bootKey,
  type BootAnswers,
} from '../contract/boot'

let answers: BootAnswers['answers'] | undefined

function readAnswers(): BootAnswers['answers'] {
  try {
    const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent
    return (text ? (JSON.parse(text) as Partial<BootAnswers>).answers : undefined) ?? {}
  } catch {
    // Unreadable: the calls go to the network, which answers the same.
    return {}
  }
}

/** The embedded answer of a GET call to `url`, once; undefined when there is none (left). */
export function takeBootAnswer(url: string): unknown {
  answers ??= readAnswers()
  const key = bootKey(url)
  const body = answers[key]
  delete answers[key]
  return performance.now() < BOOT_ANSWER_MAX_AGE_MS ? body : undefined
}

/** Tests: read the page again. */
export function resetBootAnswers(): void {
  answers = undefined
}
