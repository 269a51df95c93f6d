// An objection in the queue (issue 32 §6): upheld or rejected rather than resolved or dismissed,
// never a ban of its sender, the dialog telling the operator to reverse the decision themselves,
// and the case objected to shown with its status and offered to reopen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdminCase } from '../../contract/admin'
import { jsonAnswer, renderInApp } from '../../test/render'
import { AdminPage } from './AdminPage'
import { bodyOf, REPORT, server } from './test-server'

/** Bert objects to his hidden photo: the case is about his own account, not banned. */
const PHOTO_OBJECTION: AdminCase = {
  ...REPORT,
  id: 8,
  reference: 'KL-0008',
  kind: 'objection',
  reason: 'photo',
  body: 'That photo shows me and my dog, nothing more.',
  reporter: REPORT.target,
  target_photo: null,
}

/** Anna objects to what was decided on her report KL-0005, which was dismissed. */
const NOTICE_OBJECTION: AdminCase = {
  ...REPORT,
  id: 9,
  reference: 'KL-0009',
  kind: 'objection',
  reason: 'notice',
  body: 'He asked me for money again after my report.',
  target: null,
  target_photo: null,
  objected_case: { id: 5, reference: 'KL-0005', kind: 'report', status: 'dismissed' },
}

describe('an objection case', () => {
  it('is upheld or rejected, never bans its sender, and reads Upheld once upheld', async () => {
    let status: AdminCase['status'] = 'open'
    const fetch = server({
      'GET /api/admin/cases.php': () =>
        jsonAnswer(200, { cases: [{ ...PHOTO_OBJECTION, status }] }),
      'POST /api/admin/case.php': () => {
        status = 'resolved'
        return jsonAnswer(200, { ...PHOTO_OBJECTION, status })
      },
    })
    await renderInApp(() => <AdminPage path="" />, '/admin')
    const card = await screen.findByTestId('admin-case')
    // The queue's kind filter offers objections too.
    expect(screen.getByRole('option', { name: 'Objection' })).toBeTruthy()
    expect(within(card).getByText('Objection')).toBeTruthy()
    expect(within(card).getByText('Hidden photo')).toBeTruthy()
    // From Bert and about Bert: his page is where the photo is shown again.
    expect(within(card).getAllByRole('link', { name: 'Bert (#12)' })).toHaveLength(2)
    expect(within(card).queryByRole('button', { name: /Ban|Resolve|Dismiss/ })).toBeNull()
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeTruthy()

    fireEvent.click(within(card).getByRole('button', { name: 'Uphold' }))
    const dialog = await screen.findByRole('dialog', { name: 'Uphold objection KL-0008' })
    expect(within(dialog).getByText(/show it again yourself on the member's page/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uphold' }))
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST /api/admin/case.php')).toEqual({ case: 8, status: 'resolved' }),
    )
    const upheld = await screen.findByTestId('admin-case')
    expect(await within(upheld).findByText('Upheld')).toBeTruthy()
    expect(within(upheld).getByRole('button', { name: 'Reopen' })).toBeTruthy()
  })

  it('shows the case objected to with its status, offers to reopen it, and reads Rejected', async () => {
    const fetch = server({
      'GET /api/admin/cases.php': () =>
        jsonAnswer(200, { cases: [{ ...NOTICE_OBJECTION, status: 'dismissed' }] }),
      'POST /api/admin/case.php': () => jsonAnswer(200, { ...REPORT, status: 'open' }),
    })
    await renderInApp(() => <AdminPage path="" />, '/admin')
    const card = await screen.findByTestId('admin-case')
    expect(within(card).getByText('Rejected')).toBeTruthy()
    expect(within(card).getByText('Decision on a notice or report')).toBeTruthy()
    const objected = within(card).getByTestId('admin-objected-case')
    expect(objected.textContent).toBe('KL-0005 · Report · Dismissed')

    fireEvent.click(within(card).getByRole('button', { name: 'Reopen KL-0005' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reopen case KL-0005' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }))
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST /api/admin/case.php')).toEqual({ case: 5, status: 'open' }),
    )
  })
})
