import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { store } from '../../lib/store'
import { LOCAL_KEYS } from '../../lib/storage-keys'
import { renderInApp } from '../../test/render'
import { installOfferAtom } from './install-capture'
import { InstallPrompt } from './InstallPrompt'

beforeEach(() => {
  localStorage.clear()
  store.set(installOfferAtom, 'prompt')
})

afterEach(() => {
  cleanup()
  store.set(installOfferAtom, null)
})

describe('InstallPrompt', () => {
  it('is a labelled, described region of the page with Install and Not now', async () => {
    await renderInApp(() => <InstallPrompt offer="prompt" />)
    const offer = screen.getByRole('region', { name: 'Install Klik' })
    expect(offer.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy()
  })

  it('does not take the focus, and gives it back when closed from inside', async () => {
    const like = document.createElement('button')
    document.body.append(like)
    like.focus()
    await renderInApp(() => <InstallPrompt offer="prompt" />)
    expect(document.activeElement).toBe(like)
    const notNow = screen.getByRole('button', { name: 'Not now' })
    notNow.focus()
    fireEvent.click(notNow)
    expect(document.activeElement).toBe(like)
    expect(store.get(installOfferAtom)).toBeNull()
    expect(localStorage.getItem(LOCAL_KEYS.installAnswer)).toMatch(/^not-now:\d+$/)
    like.remove()
  })

  it('Escape is "not now"', async () => {
    await renderInApp(() => <InstallPrompt offer="prompt" />)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Install' }), { key: 'Escape' })
    expect(store.get(installOfferAtom)).toBeNull()
    expect(localStorage.getItem(LOCAL_KEYS.installAnswer)).toMatch(/^not-now:\d+$/)
  })

  it('guides iPhone and iPad members to the Home Screen, with the reason', async () => {
    await renderInApp(() => <InstallPrompt offer="ios" />)
    const guide = screen.getByRole('region', { name: 'Add Klik to your Home Screen' })
    expect(guide.textContent).toContain('notifications only work in the installed app')
    expect(guide.textContent).toContain('Tap Share')
    expect(guide.textContent).toContain('Add to Home Screen')
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy()
  })
})
