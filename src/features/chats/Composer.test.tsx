import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGE_MAX_LENGTH } from '../../contract/chat'
import { TYPING_SIGNAL_MS } from '../../contract/events'
import { featuresFor } from '../../contract/features'
import { db } from '../../db'
import { store } from '../../lib/store'
import { settingsAtom, userAtom } from '../../session'
import { member, testSettings } from '../../test/fixtures'
import { renderInApp } from '../../test/render'
import { Composer, messageCost } from './Composer'
import { clearSession } from '../../session/test-session'

// The send path (the outbox) and the typing signal are what the composer hands its work to.
const calls = vi.hoisted(() => ({
  queueMessage: vi.fn(),
  postTyping: vi.fn(),
  fetchIcebreakers: vi.fn(),
}))
vi.mock('./outbox', () => ({ queueMessage: calls.queueMessage }))
vi.mock('./api', () => ({
  postTyping: calls.postTyping,
  fetchIcebreakers: calls.fetchIcebreakers,
}))
// The picker itself is EmojiButton.test.tsx's: here a button that picks a smile.
vi.mock('./EmojiButton', () => ({
  EmojiButton: ({ onPick }: { onPick: (emoji: string) => void }) => (
    <button type="button" onClick={() => onPick('🙂')}>
      Insert emoji
    </button>
  ),
}))

const CONVERSATION = 5

function renderComposer(props: { fictional?: boolean; disabled?: boolean } = {}) {
  return renderInApp(() => (
    <Composer
      conversation={CONVERSATION}
      fictional={props.fictional ?? false}
      disabled={props.disabled ?? false}
    />
  ))
}

const field = () => screen.getByTestId<HTMLTextAreaElement>('composer-input')
const sendButton = () => screen.getByTestId<HTMLButtonElement>('composer-send')
const type = (value: string) => fireEvent.change(field(), { target: { value } })
const cost = () => screen.getByTestId('composer-cost').textContent

function setCosts(costs: number, template: 'classic' | 'boxy' = 'boxy') {
  store.set(
    settingsAtom,
    testSettings({
      template,
      features: featuresFor(template),
      minimum_message_costs: { NL: { costs, currency: 'EUR' } },
    }),
  )
}

beforeEach(() => {
  calls.queueMessage.mockReset().mockResolvedValue(undefined)
  calls.postTyping.mockReset().mockResolvedValue(undefined)
  calls.fetchIcebreakers.mockReset().mockResolvedValue({ icebreakers: [] })
  store.set(userAtom, member({ credits: 20 }))
  setCosts(10)
})

afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  clearSession()
  await db.clearAll()
})

describe('Composer, sending', () => {
  it('sends the trimmed text once through the outbox and empties the field', async () => {
    await renderComposer()
    type('  Hoi Eva, koffie?  ')
    fireEvent.click(sendButton())
    expect(calls.queueMessage).toHaveBeenCalledTimes(1)
    expect(calls.queueMessage).toHaveBeenCalledWith(7, CONVERSATION, 'Hoi Eva, koffie?')
    expect(field().value).toBe('')
    // Nothing left to send: a second press does nothing.
    expect(sendButton().disabled).toBe(true)
    fireEvent.submit(sendButton().form!)
    expect(calls.queueMessage).toHaveBeenCalledTimes(1)
  })

  it('sends on Enter, and makes a new line with Shift+Enter or while composing', async () => {
    await renderComposer()
    type('Hallo')
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true })
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true })
    expect(calls.queueMessage).not.toHaveBeenCalled()
    fireEvent.keyDown(field(), { key: 'Enter' })
    expect(calls.queueMessage).toHaveBeenCalledTimes(1)
    expect(calls.queueMessage).toHaveBeenCalledWith(7, CONVERSATION, 'Hallo')
  })

  it('does not send an empty or blank message', async () => {
    await renderComposer()
    expect(sendButton().disabled).toBe(true)
    fireEvent.keyDown(field(), { key: 'Enter' })
    type('   \n  ')
    expect(sendButton().disabled).toBe(true)
    fireEvent.keyDown(field(), { key: 'Enter' })
    fireEvent.submit(sendButton().form!)
    expect(calls.queueMessage).not.toHaveBeenCalled()
    expect(field().value).toBe('   \n  ')
  })

  it(`refuses a message over ${MESSAGE_MAX_LENGTH} characters, and says so`, async () => {
    await renderComposer()
    type('x'.repeat(MESSAGE_MAX_LENGTH))
    expect(sendButton().disabled).toBe(false)
    expect(screen.queryByText(/A message can have at most/)).toBeNull()

    type('x'.repeat(MESSAGE_MAX_LENGTH + 1))
    expect(sendButton().disabled).toBe(true)
    expect(
      screen.getByText(`A message can have at most ${MESSAGE_MAX_LENGTH} characters.`),
    ).toBeTruthy()
    fireEvent.keyDown(field(), { key: 'Enter' })
    expect(calls.queueMessage).not.toHaveBeenCalled()
    // Spaces around it do not count.
    type(` ${'x'.repeat(MESSAGE_MAX_LENGTH)} `)
    fireEvent.keyDown(field(), { key: 'Enter' })
    expect(calls.queueMessage).toHaveBeenCalledWith(7, CONVERSATION, 'x'.repeat(MESSAGE_MAX_LENGTH))
    expect(field().maxLength).toBe(MESSAGE_MAX_LENGTH + 200)
  })
})

describe('Composer, besides sending', () => {
  it('tells the other member about typing at most once per signal interval', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    await renderComposer()
    type('   ')
    expect(calls.postTyping).not.toHaveBeenCalled()
    type('H')
    type('Ha')
    type('Hal')
    expect(calls.postTyping).toHaveBeenCalledTimes(1)
    expect(calls.postTyping).toHaveBeenCalledWith(CONVERSATION)
    clock.mockReturnValue(1_000_000 + TYPING_SIGNAL_MS + 1)
    type('Hall')
    expect(calls.postTyping).toHaveBeenCalledTimes(2)
  })

  it('keeps writing when the typing signal fails', async () => {
    calls.postTyping.mockRejectedValue(new Error('offline'))
    await renderComposer()
    type('Hoi')
    fireEvent.click(sendButton())
    expect(calls.queueMessage).toHaveBeenCalledWith(7, CONVERSATION, 'Hoi')
  })

  it("says what a message costs and what the member has, with the way to buy when it's short", async () => {
    const first = await renderComposer()
    expect(cost()).toBe('A message costs 10 credits · you have 20')
    expect(screen.queryByRole('link', { name: 'Buy credits' })).toBeNull()
    first.unmount()

    store.set(userAtom, member({ credits: 5 }))
    await renderComposer()
    expect(cost()).toBe('A message costs 10 credits · you have 5 · Buy credits')
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      `/credits?return=%2Fchats%2F${CONVERSATION}`,
    )
  })

  it('writes to a fictional profile for free, and shows the balance where messages are free', async () => {
    store.set(userAtom, member({ credits: 0 }))
    const fictional = await renderComposer({ fictional: true })
    expect(cost()).toBe('Free: a fictional profile · you have 0 credits')
    fictional.unmount()

    setCosts(0)
    await renderComposer()
    expect(cost()).toBe('You have 0 credits')
  })

  it('offers openers in an empty conversation; a tap writes one, sending nothing', async () => {
    const openers = [
      'I see Hiking on your profile. How did you get into it?',
      'What made you smile?',
    ]
    calls.fetchIcebreakers.mockResolvedValue({ icebreakers: openers })
    await renderComposer()
    const offered = await screen.findAllByRole('button', { name: /profile|smile/ })
    expect(offered.map((button) => button.textContent)).toEqual(openers)
    expect(calls.fetchIcebreakers).toHaveBeenCalledWith(CONVERSATION, expect.any(AbortSignal))
    fireEvent.click(offered[0]!)
    expect(field().value).toBe(openers[0])
    expect(calls.queueMessage).not.toHaveBeenCalled()
  })

  it('offers no openers to a fictional profile', async () => {
    calls.fetchIcebreakers.mockResolvedValue({ icebreakers: ['Hoi?'] })
    await renderComposer({ fictional: true })
    await screen.findByTestId('composer-input')
    expect(screen.queryByTestId('icebreakers')).toBeNull()
    expect(calls.fetchIcebreakers).not.toHaveBeenCalled()
  })

  it('can be disabled (the conversation is not known yet)', async () => {
    await renderComposer({ disabled: true })
    expect(field().disabled).toBe(true)
    type('Hoi')
    expect(sendButton().disabled).toBe(true)
  })

  it('puts a picked emoji at the caret, where the template shows the picker', async () => {
    const boxy = await renderComposer()
    expect(screen.queryByRole('button', { name: 'Insert emoji' })).toBeNull()
    boxy.unmount()

    setCosts(10, 'classic')
    await renderComposer()
    type('Hoi Eva')
    field().setSelectionRange(3, 3)
    fireEvent.select(field())
    fireEvent.click(screen.getByRole('button', { name: 'Insert emoji' }))
    expect(field().value).toBe('Hoi🙂 Eva')
    // The next one goes after it.
    fireEvent.click(screen.getByRole('button', { name: 'Insert emoji' }))
    expect(field().value).toBe('Hoi🙂🙂 Eva')
  })
})

describe('messageCost', () => {
  const settings = testSettings({
    countries: ['NL', 'BE'],
    minimum_message_costs: {
      NL: { costs: 10, currency: 'EUR' },
      BE: { costs: 12, currency: 'EUR' },
    },
  })

  it("is the member's country's minimum, else the site's first country's", () => {
    expect(messageCost(member({}, { country: 'BE' }), settings, false)).toBe(12)
    expect(messageCost(member({}, { country: 'DE' }), settings, false)).toBe(10)
    expect(messageCost(null, settings, false)).toBe(10)
  })

  it('is nothing to a fictional profile, or without settings', () => {
    expect(messageCost(member({}, { country: 'BE' }), settings, true)).toBe(0)
    expect(messageCost(member(), null, false)).toBe(0)
  })
})
