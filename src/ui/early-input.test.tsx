// A visitor who typed and chose on the server's page before the app ran: after hydration the
// components' state holds what is on screen, and a submit the page held is sent with it.
import { useState, type FormEvent } from 'react'
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HELD_SUBMIT, HYDRATED_ATTRIBUTE } from '../contract/ssr-markers'
import { noteServerForms, replayEarlyInput, useEarlyInput } from './early-input'

interface Sent {
  email: string
  country: string
  terms: boolean
  note: string
}

function Form({ onSend }: { onSend: (sent: Sent) => void }) {
  const form = useEarlyInput()
  const [email, setEmail] = useState('')
  const [country, setCountry] = useState('NL')
  const [terms, setTerms] = useState(false)
  const [note, setNote] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSend({ email, country, terms, note })
  }
  return (
    <form {...form} onSubmit={submit}>
      <input aria-label="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <select aria-label="country" value={country} onChange={(e) => setCountry(e.target.value)}>
        <option value="NL">NL</option>
        <option value="BE">BE</option>
      </select>
      <input
        aria-label="terms"
        type="checkbox"
        checked={terms}
        onChange={(e) => setTerms(e.target.checked)}
      />
      <textarea aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input aria-label="unchanged" defaultValue="as rendered" />
      <button type="submit">Send</button>
    </form>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('useEarlyInput', () => {
  it('gives React what was typed and chosen before hydration, and sends the held submit', async () => {
    const onSend = vi.fn<(sent: Sent) => void>()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Form onSend={onSend} />)
    document.body.append(container)
    const field = <T extends Element>(label: string) =>
      container.querySelector(`[aria-label="${label}"]`) as unknown as T

    // The visitor, before the app runs: types, chooses, ticks, and taps Send (held).
    field<HTMLInputElement>('email').value = 'anna@example.nl'
    field<HTMLSelectElement>('country').value = 'BE'
    field<HTMLInputElement>('terms').checked = true
    field<HTMLTextAreaElement>('note').value = 'Hoi'
    const form = container.querySelector('form') as HTMLFormElement
    const button = container.querySelector('button') as HTMLButtonElement
    ;(window as unknown as Record<string, unknown>)[HELD_SUBMIT] = { form, submitter: button }

    noteServerForms(container)
    hydrateRoot(container, <Form onSend={onSend} />)
    await vi.waitFor(() => expect(onSend).toHaveBeenCalled())

    expect(onSend).toHaveBeenCalledOnce()
    expect(onSend).toHaveBeenCalledWith({
      email: 'anna@example.nl',
      country: 'BE',
      terms: true,
      note: 'Hoi',
    })
    // On screen still what the visitor did, now React's state too.
    expect(field<HTMLInputElement>('email').value).toBe('anna@example.nl')
    expect(field<HTMLInputElement>('terms').checked).toBe(true)
    expect(HELD_SUBMIT in window).toBe(false)
  })

  it('finds nothing to play back on a page nobody touched', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Form onSend={() => undefined} />)
    expect(replayEarlyInput(container)).toBe(0)
  })

  it('marks a form the app draws again, so the page guard lets its submits through', () => {
    function Again() {
      const [shown, setShown] = useState(true)
      const form = useEarlyInput()
      return shown ? (
        <form {...form}>
          <button type="button" onClick={() => setShown(false)}>
            Done
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Again
        </button>
      )
    }
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    act(() => root.render(<Again />))
    expect(container.querySelector('form')?.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true)
    act(() => container.querySelector('button')?.click())
    act(() => container.querySelector('button')?.click())
    const second = container.querySelector('form')
    expect(second).not.toBeNull()
    expect(second?.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true)
    root.unmount()
  })
})
