// The routes of the account (see ./index.ts).
import { MULTIPART } from '../endpoint'

export const user = { method: 'GET', path: '/api/user.php' } as const
export const signup = { method: 'POST', path: '/api/user.php', action: 'new' } as const
export const pushSubscription = { method: 'POST', path: '/api/user.php', action: 'push' } as const
export const pushUnsubscribe = { method: 'DELETE', path: '/api/user.php', action: 'push' } as const
export const updateUser = { method: 'PUT', path: '/api/user.php' } as const
export const deleteUser = { method: 'DELETE', path: '/api/user.php' } as const
export const dataExport = { method: 'GET', path: '/api/data_export.php' } as const
export const requestDataExport = { method: 'POST', path: '/api/data_export.php' } as const
export const dataExportFile = { method: 'GET', path: '/api/data_export_file.php' } as const
export const validateEmail = { method: 'GET', path: '/api/validate_email.php' } as const
export const activate = { method: 'GET', path: '/api/activate.php' } as const
export const deleteOffer = { method: 'GET', path: '/api/delete_account.php' } as const
export const acceptDeleteOffer = { method: 'POST', path: '/api/delete_account.php' } as const
export const mailChange = { method: 'POST', path: '/api/mail_change.php' } as const
export const mailChangeConfirm = {
  method: 'POST',
  path: '/api/mail_change.php',
  action: 'confirm',
} as const
export const mailChangeUndo = { method: 'GET', path: '/api/mail_change.php' } as const
export const profileImage = {
  method: 'POST',
  path: '/api/profileimage.php',
  body: MULTIPART,
} as const
export const deleteProfileImage = { method: 'DELETE', path: '/api/profileimage.php' } as const
export const mainProfileImage = { method: 'PUT', path: '/api/profileimage.php' } as const
export const verification = { method: 'GET', path: '/api/verification.php' } as const
export const startVerification = { method: 'POST', path: '/api/verification.php' } as const
export const verificationSelfie = {
  method: 'POST',
  path: '/api/verification_selfie.php',
  body: MULTIPART,
} as const
export const passwordChange = { method: 'PUT', path: '/api/password.php' } as const
export const activationMail = { method: 'POST', path: '/api/activation_mail.php' } as const
