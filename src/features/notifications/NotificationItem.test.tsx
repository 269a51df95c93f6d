import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Notification } from '../../contract/notifications'
import { renderInApp } from '../../test/render'
import { NotificationItem } from './NotificationItem'

const notice = (fields: Partial<Extract<Notification, { type: 'notice' }>>): Notification => ({
  type: 'notice',
  id: 'n1',
  at: '2026-11-24T10:00:00.000Z',
  seen: true,
  notice: 'verification_approved',
  ...fields,
})

const shown = async (item: Notification) => {
  await renderInApp(() => <NotificationItem item={item} fresh={false} />, '/notifications')
  const link = screen.getByRole('link')
  return { text: link.textContent, href: link.getAttribute('href') }
}

afterEach(cleanup)

describe('NotificationItem', () => {
  it("tells a verification's decision, with the reason of a decline, and leads to /profile", async () => {
    const approved = await shown(notice({ notice: 'verification_approved' }))
    expect(approved.text).toContain('You are verified: your profile now shows the Verified badge.')
    expect(approved.href).toBe('/profile')
    cleanup()

    const declined = await shown(notice({ notice: 'verification_declined', reason: 'face' }))
    expect(declined.text).toContain(
      'Your verification selfie was declined: Your face is not fully visible. You can try again.',
    )
    expect(declined.href).toBe('/profile')
    cleanup()

    const unsaid = await shown(notice({ notice: 'verification_declined' }))
    expect(unsaid.text).toContain('Your verification selfie was declined. You can try again.')
  })
})
