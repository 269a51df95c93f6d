import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import nlStrings from 'emoji-picker-element/i18n/nl.js'
import { EmojiButton } from './EmojiButton'

// The real picker needs IndexedDB, a canvas and its data file; a fake element stands in. It
// counts how often the module is loaded, and can be made to fail like an offline chunk.
const fake = vi.hoisted(() => ({ loads: 0, failing: false }))

vi.mock('emoji-picker-element/picker.js', () => {
  fake.loads += 1
  class FakePicker extends HTMLElement {
    locale = ''
    dataSource = ''
    i18n: unknown = null
    constructor(options: object) {
      super()
      if (fake.failing) throw new Error('Failed to fetch dynamically imported module')
      Object.assign(this, options)
    }
  }
  customElements.define('fake-emoji-picker', FakePicker)
  return { default: FakePicker }
})

type FakePicker = HTMLElement & { locale: string; dataSource: string; i18n: unknown }

function renderButton(onPick = vi.fn(), locale = 'en') {
  i18n.load(locale, {})
  i18n.activate(locale)
  const view = render(
    <I18nProvider i18n={i18n}>
      <textarea aria-label="Message" />
      <EmojiButton onPick={onPick} />
    </I18nProvider>,
  )
  return { ...view, onPick, button: screen.getByRole('button', { name: 'Insert emoji' }) }
}

async function findPicker(): Promise<FakePicker> {
  return await waitFor(() => {
    const picker = document.querySelector<FakePicker>('fake-emoji-picker')
    if (!picker?.isConnected) throw new Error('no picker yet')
    return picker
  })
}

function clickEmoji(picker: HTMLElement, unicode: string) {
  act(() => {
    picker.dispatchEvent(
      new CustomEvent('emoji-click', { detail: { unicode }, bubbles: true, composed: true }),
    )
  })
}

beforeEach(() => {
  fake.failing = false
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('EmojiButton', () => {
  it('loads the picker on the first open only, and passes every pick on', async () => {
    const { button, onPick } = renderButton()
    expect(fake.loads).toBe(0)
    expect(button.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(button)
    const picker = await findPicker()
    expect(fake.loads).toBe(1)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const panel = screen.getByRole('dialog', { name: 'Emoji' })
    expect(panel.contains(picker)).toBe(true)
    expect(document.activeElement).toBe(panel)
    // Served by Klik (a hashed asset in the build), in the member's language, never a CDN.
    expect(picker.locale).toBe('en')
    expect(picker.dataSource).toMatch(/emoji-picker-element-data\/en\/cldr\/data\.json$/)
    expect(picker.dataSource).not.toMatch(/^https?:/)
    expect(picker.classList.contains('light')).toBe(true)

    clickEmoji(picker, '👍🏽')
    clickEmoji(picker, '😂')
    expect(onPick.mock.calls).toEqual([['👍🏽'], ['😂']])
    // Open for the next pick.
    expect(panel.hidden).toBe(false)
  })

  it('closes on Escape with focus back on the button, and reopens the same picker', async () => {
    const { button } = renderButton()
    fireEvent.click(button)
    const picker = await findPicker()
    const panel = screen.getByRole('dialog', { name: 'Emoji' })

    fireEvent.keyDown(picker, { key: 'Escape' })
    expect(panel.hidden).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)

    fireEvent.click(button)
    expect(panel.hidden).toBe(false)
    expect(await findPicker()).toBe(picker)
    expect(document.querySelectorAll('fake-emoji-picker')).toHaveLength(1)
  })

  it('leaves an Escape the picker handled itself (its skin tone list) alone', async () => {
    const { button } = renderButton()
    fireEvent.click(button)
    const picker = await findPicker()
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    escape.preventDefault()
    act(() => {
      picker.dispatchEvent(escape)
    })
    expect(screen.getByRole('dialog', { name: 'Emoji' }).hidden).toBe(false)
  })

  it('closes on a press outside, leaving focus where it lands', async () => {
    const { button } = renderButton()
    fireEvent.click(button)
    await findPicker()
    const textarea = screen.getByRole('textbox', { name: 'Message' })
    fireEvent.pointerDown(textarea)
    textarea.focus()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(textarea)
  })

  it('closes when focus moves out of it', async () => {
    const { button } = renderButton()
    fireEvent.click(button)
    await findPicker()
    const panel = screen.getByRole('dialog', { name: 'Emoji' })
    fireEvent.focusOut(panel, { relatedTarget: screen.getByRole('textbox', { name: 'Message' }) })
    expect(panel.hidden).toBe(true)
  })

  it('a pressed toggle closes the open panel', async () => {
    const { button } = renderButton()
    fireEvent.click(button)
    await findPicker()
    fireEvent.pointerDown(button)
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('speaks the member language: its data file and its labels', async () => {
    const { button } = renderButton(vi.fn(), 'nl')
    fireEvent.click(button)
    const picker = await findPicker()
    expect(picker.locale).toBe('nl')
    expect(picker.dataSource).toMatch(/emoji-picker-element-data\/nl\/cldr\/data\.json$/)
    expect(picker.i18n).toEqual(nlStrings)
  })

  it('says so when the picker cannot load, and tries again on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fake.failing = true
    const { button } = renderButton()
    fireEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('The emoji could not be loaded.'),
    )

    fake.failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await findPicker()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('closes when disabled and stays closed when enabled again', async () => {
    const onPick = vi.fn()
    const { button, rerender } = renderButton(onPick)
    fireEvent.click(button)
    await findPicker()
    const withDisabled = (disabled: boolean) => (
      <I18nProvider i18n={i18n}>
        <textarea aria-label="Message" />
        <EmojiButton onPick={onPick} disabled={disabled} />
      </I18nProvider>
    )
    rerender(withDisabled(true))
    expect(button.getAttribute('aria-expanded')).toBe('false')
    rerender(withDisabled(false))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('cannot be opened while disabled', () => {
    i18n.load('en', {})
    i18n.activate('en')
    render(
      <I18nProvider i18n={i18n}>
        <EmojiButton onPick={vi.fn()} disabled />
      </I18nProvider>,
    )
    const button = screen.getByRole('button', { name: 'Insert emoji' })
    expect(button).toHaveProperty('disabled', true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
