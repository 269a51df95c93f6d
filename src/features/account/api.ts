// The account calls: password reset, mail change, deletion and its retention offer.
import { call } from '../../api/call'
import * as endpoints from '../../contract/endpoints'
import type { DeleteOffer as Offer } from '../../contract/session'

export type DeleteOffer = Offer

export const requestPasswordReset = (email: string) =>
  call(endpoints.passwordReset, { body: { email } })

export const setNewPassword = (password: string) =>
  call(endpoints.passwordResetDo, { body: { password } })

export const requestMailChange = (email: string, password: string) =>
  call(endpoints.mailChange, { body: { email, password } })

export const confirmMailChange = (token: string) =>
  call(endpoints.mailChangeConfirm, { body: { token } })

export const fetchDeleteOffer = () => call(endpoints.deleteOffer, {})

export const acceptDeleteOffer = () => call(endpoints.acceptDeleteOffer, {})

export const deleteAccount = (password: string) =>
  call(endpoints.deleteUser, { body: { password } })
