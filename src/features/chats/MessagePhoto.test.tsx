import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { renderInApp } from '../../test/render'
import { MessagePhoto } from './MessagePhoto'

const PHOTO = { width: 3, height: 4 }
const srcOf = (testId: string) => screen.getByTestId<HTMLImageElement>(testId).getAttribute('src')

afterEach(() => {
  cleanup()
  store.set(userAtom, null)
})

describe('MessagePhoto', () => {
  it('shows the other member’s photo blurred until it is tapped, and keeps it open', async () => {
    store.set(userAtom, member())
    await renderInApp(() => <MessagePhoto photo={PHOTO} id={11} mine={false} name="Eva" />)
    expect(srcOf('message-photo-blurred')).toBe('/api/message_photo.php?message=11&view=blurred')
    expect(screen.queryByTestId('message-photo')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show photo' }))
    expect(srcOf('message-photo')).toBe('/api/message_photo.php?message=11&view=full')
    expect(screen.getByRole('img', { name: 'Photo from Eva' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show photo' })).toBeNull()
    // Scrolled away and back in this visit: still open.
    cleanup()
    await renderInApp(() => <MessagePhoto photo={PHOTO} id={11} mine={false} name="Eva" />)
    expect(srcOf('message-photo')).toBe('/api/message_photo.php?message=11&view=full')
  })

  it('shows it at once when the member chose so, and the member’s own always', async () => {
    store.set(userAtom, { ...member(), show_chat_photos: true })
    await renderInApp(() => <MessagePhoto photo={PHOTO} id={12} mine={false} name="Eva" />)
    expect(srcOf('message-photo')).toBe('/api/message_photo.php?message=12&view=full')
    cleanup()
    store.set(userAtom, member())
    await renderInApp(() => <MessagePhoto photo={PHOTO} id={13} mine name="Eva" />)
    expect(screen.getByRole('img', { name: 'Your photo' }).getAttribute('src')).toContain(
      'view=full',
    )
  })

  it('says so where its sender deleted it', async () => {
    store.set(userAtom, member())
    await renderInApp(() => (
      <MessagePhoto photo={{ ...PHOTO, deleted: true }} id={14} mine={false} name="" />
    ))
    expect(screen.getByText('Photo deleted')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
  })
})
