// The account calls: password reset, mail change, deletion and its retention offer.
import { request } from '../../api/client'
import type { z } from 'zod'
import type {
  deleteOfferResponseSchema,
  mailChangeConfirmResponseSchema,
} from '../../contract/session'

export type DeleteOffer = z.infer<typeof deleteOfferResponseSchema>

export const requestPasswordReset = (email: string) =>
  request('/api/password_reset.php', { method: 'POST', body: { email } })

export const setNewPassword = (password: string) =>
  request('/api/password_reset.php', { method: 'POST', query: { do: 1 }, body: { password } })

export const requestMailChange = (email: string, password: string) =>
  request('/api/mail_change.php', { method: 'POST', body: { email, password } })

export const confirmMailChange = async (token: string) =>
  (await request('/api/mail_change.php', {
    method: 'POST',
    query: { confirm: 1 },
    body: { token },
  })) as z.infer<typeof mailChangeConfirmResponseSchema>

export const fetchDeleteOffer = async () =>
  (await request('/api/delete_account.php')) as DeleteOffer

export const acceptDeleteOffer = async () =>
  (await request('/api/delete_account.php', { method: 'POST', body: {} })) as DeleteOffer

export const deleteAccount = (password: string) =>
  request('/api/user.php', { method: 'DELETE', body: { password } })
