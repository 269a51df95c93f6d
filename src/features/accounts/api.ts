// The account calls: the profile page's saves (profile fields, photos, password, activation
// mail), password reset, mail change, unsubscribing from digest mails, deletion and its
// retention offer.
import { call } from '../../api/call'
import * as routes from '../../contract/routes'
import { isLocale } from '../../contract/locale-codes'
import type { DeleteOffer as Offer } from '../../contract/session'
import type { UserUpdateBody } from '../../contract/user'

export type DeleteOffer = Offer

export const requestPasswordReset = (email: string) =>
  call(routes.passwordReset, { body: { email } })

export const setNewPassword = (password: string) =>
  call(routes.passwordResetDo, { body: { password } })

export const requestMailChange = (email: string, password: string) =>
  call(routes.mailChange, { body: { email, password } })

export const confirmMailChange = (token: string) =>
  call(routes.mailChangeConfirm, { body: { token } })

/** A digest mail's one-click unsubscribe (RFC 8058's body, as a mail program posts it). */
export const unsubscribeMails = (t: string) =>
  call(routes.unsubscribe, { query: { t }, body: { 'List-Unsubscribe': 'One-Click' } })

export const fetchDeleteOffer = () => call(routes.deleteOffer, {})

export const acceptDeleteOffer = () => call(routes.acceptDeleteOffer, {})

export const deleteAccount = (password: string) => call(routes.deleteUser, { body: { password } })

export const updateUser = (body: UserUpdateBody) => call(routes.updateUser, { body })

export const fetchInterests = (lang: string) =>
  call(routes.interests, { query: isLocale(lang) ? { lang } : {} })

export const deleteImage = (image: number) => call(routes.deleteProfileImage, { body: { image } })

export const setMainImage = (image: number) =>
  call(routes.mainProfileImage, { body: { main_image: image } })

export const changePassword = (current_password: string, new_password: string) =>
  call(routes.passwordChange, { body: { current_password, new_password } })

export const sendActivationMail = () => call(routes.activationMail, {})
