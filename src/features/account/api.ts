// The account calls: the profile page's saves (profile fields, photos, password, activation
// mail), password reset, mail change, unsubscribing from digest mails, deletion and its
// retention offer.
import { call } from '../../api/call'
import * as endpoints from '../../contract/endpoints'
import { isLocale } from '../../contract/locale-codes'
import type { DeleteOffer as Offer } from '../../contract/session'
import type { UserUpdateBody } from '../../contract/user'

export type DeleteOffer = Offer

export const requestPasswordReset = (email: string) =>
  call(endpoints.passwordReset, { body: { email } })

export const setNewPassword = (password: string) =>
  call(endpoints.passwordResetDo, { body: { password } })

export const requestMailChange = (email: string, password: string) =>
  call(endpoints.mailChange, { body: { email, password } })

export const confirmMailChange = (token: string) =>
  call(endpoints.mailChangeConfirm, { body: { token } })

/** A digest mail's one-click unsubscribe (RFC 8058's body, as a mail program posts it). */
export const unsubscribeMails = (t: string) =>
  call(endpoints.unsubscribe, { query: { t }, body: { 'List-Unsubscribe': 'One-Click' } })

export const fetchDeleteOffer = () => call(endpoints.deleteOffer, {})

export const acceptDeleteOffer = () => call(endpoints.acceptDeleteOffer, {})

export const deleteAccount = (password: string) =>
  call(endpoints.deleteUser, { body: { password } })

export const updateUser = (body: UserUpdateBody) => call(endpoints.updateUser, { body })

export const fetchInterests = (lang: string) =>
  call(endpoints.interests, { query: isLocale(lang) ? { lang } : {} })

export const deleteImage = (image: number) =>
  call(endpoints.deleteProfileImage, { body: { image } })

export const setMainImage = (image: number) =>
  call(endpoints.mainProfileImage, { body: { main_image: image } })

export const changePassword = (current_password: string, new_password: string) =>
  call(endpoints.passwordChange, { body: { current_password, new_password } })

export const sendActivationMail = () => call(endpoints.activationMail, {})
