export { ProfilePage } from './ProfilePage'
export { ResetPasswordPage } from './ResetPasswordPage'
export { NewPasswordPage } from './NewPasswordPage'
export { MailChangeDoPage } from './MailChangeDoPage'
export { UnsubscribePage } from './UnsubscribePage'
export {
  AccountDeletedPage,
  ActivateDonePage,
  ActivateErrorPage,
  EmailChangeIncorrectNotice,
} from './MessagePages'
