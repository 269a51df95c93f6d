// What a visitor did on a server-rendered page before the app hydrated it (a slow phone: the
// page reads and its forms fill in seconds before the JavaScript has run). React hydrates a
// field as the server rendered it: the text typed, the option chosen stay on screen, but the
// component's state is still the server's, so the next render would clear them and a submit
// would send the empty state. Once a form has hydrated (useEarlyInput, in the forms a visitor
// meets on a rendered page) each changed field is played back to React as the visitor's own
// input, and the submit the page's guard held (server/http/ssr.ts submitGuard) is sent.
// From the form's own effect, not the app's: the page's content hydrates in a boundary of
// its own, after the app has committed, and events sent to fields React has not taken over
// yet are lost.
import { useCallback, useEffect, useRef, type RefCallback } from 'react'
import { HELD_SUBMIT, HYDRATED_ATTRIBUTE, SSR_FORM_ATTRIBUTE } from '../contract/ssr-markers'

/** The value setter of the element's prototype: it leaves React's value tracker unaware. */
function setNatively(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value)
}

const NOT_TYPED = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image'])

/** A field the visitor changed, and how to give React the change again. */
type Replay = () => void

function replayOf(field: Element): Replay | null {
  if (field instanceof HTMLSelectElement) {
    // The server's choice is the option with the selected attribute (its defaultSelected).
    const chosen = [...field.options].map((option) => option.selected)
    if (chosen.every((selected, i) => selected === field.options[i]?.hasAttribute('selected')))
      return null
    return () => {
      chosen.forEach((selected, i) => {
        const option = field.options[i]
        if (option) option.selected = selected
      })
      // React reads a select's value on its change event.
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
  if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked))
      return null
    return () => {
      // Back to the server's state (React's tracker follows), then the visitor's click.
      field.checked = field.defaultChecked
      field.click()
    }
  }
  const typed =
    (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type)) ||
    field instanceof HTMLTextAreaElement
  if (!typed || field.value === field.defaultValue) return null
  const value = field.value
  return () => {
    // React's tracker learns the server's value, the field gets the typed one back without
    // telling it, and the input event is then a change to React.
    field.value = field.defaultValue
    setNatively(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/**
 * Plays back to React every field in `root` that differs from what the server rendered (its
 * default); answers how many. All are read first: each change re-renders its form, which
 * sets the fields not yet played back to the server's values again.
 */
export function replayEarlyInput(root: ParentNode): number {
  const replays = [...root.querySelectorAll('input, textarea, select')]
    .map(replayOf)
    .filter((replay) => replay !== null)
  for (const replay of replays) replay()
  return replays.length
}

interface HeldSubmit {
  form: HTMLFormElement
  submitter: HTMLElement | null
}

/** The forms in the server's HTML, before the app hydrated it (noteServerForms). */
const serverForms = new WeakSet<HTMLFormElement>()

/**
 * Notes the forms the server rendered in `root`: only theirs are played back (a form the app
 * renders itself has no server's values to differ from, and its options carry no `selected`
 * attribute). Called once, before hydration.
 */
export function noteServerForms(root: ParentNode): void {
  for (const form of root.querySelectorAll('form')) serverForms.add(form)
}

/** Sends the held submit if it was `form`'s (the page held one before it hydrated). */
export function sendHeldSubmit(form: HTMLFormElement): void {
  const held = (window as unknown as Record<string, HeldSubmit | undefined>)[HELD_SUBMIT]
  if (held?.form !== form) return
  delete (window as unknown as Record<string, unknown>)[HELD_SUBMIT]
  const { submitter } = held
  // After React has rendered the played-back input: the submit handler reads that state.
  setTimeout(() => {
    if (!form.isConnected) return
    try {
      form.requestSubmit(submitter?.isConnected ? submitter : null)
    } catch {
      // The button is no longer one of the form's: the form's own submit.
      form.requestSubmit()
    }
  })
}

/**
 * The props of a form a visitor may meet on a server-rendered page: its ref and its mark for
 * the page's guard. When the server's form hydrates, the guard lets its submits through, what
 * the visitor typed and chose in it before is played back, and a submit the guard held is
 * sent (the first mount's effect: events reach the fields only once React has them). A form
 * the app renders itself (a second message after the first was sent, another page) has
 * nothing to play back: it is marked as it mounts, or the guard would hold its submits.
 */
export function useEarlyInput(): {
  ref: RefCallback<HTMLFormElement>
  [SSR_FORM_ATTRIBUTE]: ''
} {
  const rendered = useRef<HTMLFormElement | null>(null)
  const ref = useCallback((form: HTMLFormElement | null) => {
    rendered.current = form
    if (form && !serverForms.has(form)) form.setAttribute(HYDRATED_ATTRIBUTE, '')
  }, [])
  useEffect(() => {
    const form = rendered.current
    if (!form || !serverForms.has(form)) return
    serverForms.delete(form)
    form.setAttribute(HYDRATED_ATTRIBUTE, '')
    replayEarlyInput(form)
    sendHeldSubmit(form)
  }, [])
  return { ref, [SSR_FORM_ATTRIBUTE]: '' }
}
