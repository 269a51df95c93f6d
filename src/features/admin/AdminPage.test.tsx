import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdminMember } from '../../contract/admin'
import { store } from '../../lib/store'
import { userAtom } from '../../session'
import { member } from '../../test/fixtures'
import { jsonAnswer, renderInApp } from '../../test/render'
import { AdminPage, adminView } from './AdminPage'
import { bodyOf, REPORT, server } from './test-server'

const BERT: AdminMember = {
  id: 12,
  name: 'Bert',
  email: 'bert@example.com',
  site: 'klik.nl',
  language: 'nl',
  country: 'NL',
  created_at: '2026-01-02T10:00:00.000Z',
  deleted: false,
  fictional: false,
  role: 'member',
  banned_at: null,
  ban_ground: null,
  ban_reason: null,
  photos: [{ id: 31, thumb_filename: 'u/12/t_a.jpg', filename: 'u/12/a.jpg', hidden: false }],
  orders: [
    {
      id: 'ord_1',
      product: 'credits-100',
      status: 'paid',
      amount_cents: 2995,
      currency: 'EUR',
      provider: 'test',
      created_at: '2026-11-01T10:00:00.000Z',
      paid_at: '2026-11-01T10:01:00.000Z',
      refunded_cents: 0,
      refundable: true,
    },
  ],
  cases: [],
}

describe('adminView', () => {
  it('picks the page by the rest of the path, and none for anything else', () => {
    expect(adminView('')).toEqual({ page: 'queue' })
    expect(adminView('audit')).toEqual({ page: 'audit' })
    expect(adminView('members/12/')).toEqual({ page: 'member', id: '12' })
    expect(adminView('members/x')).toBeNull()
    expect(adminView('settings')).toBeNull()
  })
})

describe('AdminPage', () => {
  it('refuses a member without the operator role, without calling the server', async () => {
    store.set(userAtom, member({ operator: false }))
    const fetch = server({})
    await renderInApp(() => <AdminPage path="" />, '/admin')
    expect((await screen.findByRole('alert')).textContent).toBe('This area is for operators.')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the refusal when the server answers 403 admin.forbidden', async () => {
    server({
      'GET /api/admin/audit.php': () =>
        jsonAnswer(403, { error: { code: 'admin.forbidden', message: 'Operators only' } }),
    })
    await renderInApp(() => <AdminPage path="audit" />, '/admin/audit')
    expect((await screen.findByRole('alert')).textContent).toBe('This area is for operators.')
    expect(screen.queryByRole('navigation', { name: 'Operator area' })).toBeNull()
  })

  it('lists a report with its translated reason, people and photo, and bans with the case', async () => {
    let banned = false
    const fetch = server({
      'GET /api/admin/cases.php': () =>
        jsonAnswer(200, {
          cases: [
            banned
              ? { ...REPORT, status: 'resolved', target: { ...REPORT.target, banned } }
              : REPORT,
          ],
        }),
      'POST /api/admin/ban.php': () => {
        banned = true
        return jsonAnswer(200, { banned: true, sessions_ended: 2 })
      },
    })
    await renderInApp(() => <AdminPage path="" />, '/admin')
    const card = await screen.findByTestId('admin-case')
    expect(within(card).getByRole('heading', { name: 'KL-0005' })).toBeTruthy()
    expect(within(card).getByText('Scam or asking for money')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Bert (#12)' }).getAttribute('href')).toBe(
      '/admin/members/12',
    )
    expect(within(card).getByRole('img').getAttribute('src')).toBe(
      'https://cdn.klik.test/media/u/12/t_a.jpg',
    )
    expect(String(fetch.mock.calls[0]?.[0])).toContain('status=open')

    fireEvent.click(within(card).getByRole('button', { name: 'Ban' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ban Bert' })
    // The reason is required: nothing is sent without one.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban' }))
    expect(within(dialog).getByText('Please give a reason of at least 3 characters.')).toBeTruthy()
    expect(bodyOf(fetch, 'POST /api/admin/ban.php')).toBeUndefined()

    // The ground the member is told starts as the report's reason.
    const ground = within(dialog).getByLabelText('Ground')
    expect((ground as HTMLSelectElement).value).toBe('scam')
    fireEvent.change(ground, { target: { value: 'fake' } })
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Scammer' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban' }))
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST /api/admin/ban.php')).toEqual({
        member: 12,
        ground: 'fake',
        reason: 'Scammer',
        case: 5,
      }),
    )
    // The queue loads again: the case is closed and Bert is marked banned.
    expect(
      await within(await screen.findByTestId('admin-case')).findByText('Resolved'),
    ).toBeTruthy()
  })

  it('refunds a refundable order after the confirm step and says when the server refuses', async () => {
    const fetch = server({
      'GET /api/admin/member.php': () => jsonAnswer(200, BERT),
      'GET /api/admin/audit.php': () => jsonAnswer(200, { entries: [] }),
      'POST /api/admin/refund.php': () =>
        jsonAnswer(409, { error: { code: 'order.not_refundable', message: 'no' } }),
    })
    await renderInApp(() => <AdminPage path="members/12" />, '/admin/members/12')
    expect(await screen.findByRole('heading', { level: 1, name: 'Bert (#12)' })).toBeTruthy()
    expect(String(fetch.mock.calls[0]?.[0])).toContain('id=12')
    const orders = screen.getByTestId('admin-orders')
    expect(within(orders).getByText('€29.95')).toBeTruthy()

    fireEvent.click(within(orders).getByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund order ord_1' })
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Goodwill' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund €29.95' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This order cannot be refunded: it is not paid, or it was refunded already.',
    )
    expect(bodyOf(fetch, 'POST /api/admin/refund.php')).toEqual({
      order: 'ord_1',
      reason: 'Goodwill',
    })
  })

  it('looks a member up by email address and opens their page', async () => {
    const fetch = server({
      'GET /api/admin/cases.php': () => jsonAnswer(200, { cases: [] }),
      'GET /api/admin/member.php': () => jsonAnswer(200, BERT),
      'GET /api/admin/audit.php': () => jsonAnswer(200, { entries: [] }),
    })
    const { router } = await renderInApp(() => <AdminPage path="" />, '/admin')
    expect(await screen.findByText('No cases here.')).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a member' }), {
      target: { value: 'bert@example.com' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/members/12'))
    expect(String(fetch.mock.calls[1]?.[0])).toContain('email=bert%40example.com')
  })
})
