import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { featuresFor } from '../../contract/features'
import { db } from '../../db'
import { store } from '../../lib/store'
import { settingsAtom, userAtom } from '../../session'
import { member, testCard, testSettings } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { toastsAtom } from '../../ui/toast-state'
import { StartConversationButton } from './StartConversationButton'
import { clearSession } from '../../session/test-session'

beforeEach(() => {
  store.set(settingsAtom, testSettings({ template: 'classic', features: featuresFor('classic') }))
})

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  clearSession()
  store.set(toastsAtom, [])
  await db.clearAll()
})

describe('StartConversationButton', () => {
  it('asks a visitor to sign up first', async () => {
    store.set(userAtom, null)
    await renderInApp(() => <StartConversationButton profile={testCard()} always />)
    fireEvent.click(await screen.findByRole('button', { name: 'Start conversation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign up to start a conversation' })
    expect(
      within(dialog).getByRole('link', { name: 'Sign up for free' }).getAttribute('href'),
    ).toBe('/members/42/signup')
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeTruthy()
  })

  it('opens the conversation for a member and puts it in their list at once', async () => {
    store.set(userAtom, member())
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonAnswer(200, { id: 5 }))),
    )
    const { router } = await renderInApp(() => (
      <StartConversationButton profile={testCard()} always />
    ))
    fireEvent.click(await screen.findByRole('button', { name: 'Start conversation' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/5'))
    expect(await db.chats.get(5)).toMatchObject({ owner: 7, profile: 42, last_message: null })
  })

  it('shows the danger notice of spec §8 when the chat cannot start', async () => {
    store.set(userAtom, member())
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonAnswer(403, { error: { code: 'chat.blocked', message: 'x' } })),
      ),
    )
    await renderInApp(() => <StartConversationButton profile={testCard()} always />)
    fireEvent.click(await screen.findByRole('button', { name: 'Start conversation' }))
    await waitFor(() =>
      expect(store.get(toastsAtom)).toEqual([
        expect.objectContaining({
          kind: 'danger',
          title: 'Error',
          body: 'Cannot start chat, try again later or contact customer support',
        }),
      ]),
    )
  })

  it('stays off search cards unless the template shows it', async () => {
    store.set(userAtom, null)
    store.set(settingsAtom, testSettings({ template: 'boxy', features: featuresFor('boxy') }))
    await renderInApp(() => <StartConversationButton profile={testCard()} />)
    expect(screen.queryByRole('button', { name: 'Start conversation' })).toBeNull()
  })
})
