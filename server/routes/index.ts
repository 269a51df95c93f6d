// Every /api call, one module per /api/<name>.php. Development-only calls exist only when
// DEV_TOOLS is on; otherwise they are unknown paths (404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activateRoutes } from './activate'
import { adminRoutes } from './admin'
import { banRoutes } from './ban'
import { activationMailRoutes } from './activation-mail'
import { blockRoutes } from './block'
import { caseRoutes } from './cases'
import { chatRoutes } from './chat'
import { chatPhotoRoutes } from './chat-photos'
import { companyInfoRoutes } from './companyinfo'
import { dataExportRoutes } from './data-export'
import { pageRoutes } from './pages'
import { deleteAccountRoutes } from './delete-account'
import { devCreditsRoutes } from './dev-credits'
import { discoverRoutes } from './discover'
import { eventsRoutes } from './events'
import { geocodeRoutes } from './geocode'
import { interestsRoutes } from './interests'
import { likesRoutes } from './likes'
import { loginRoutes } from './login'
import { logoutRoutes } from './logout'
import { mailChangeRoutes } from './mail-change'
import { memberRoutes } from './member'
import { notificationsRoutes } from './notifications'
import { pageHiddenRoutes } from './page-hidden'
import { passwordRoutes } from './password'
import { paymentsRoutes } from './payments'
import { passwordResetRoutes } from './password-reset'
import { profileFieldsRoutes } from './profile-fields'
import { profileImageRoutes } from './profile-image'
import { regionsRoutes } from './regions'
import { resellPartnerRoutes } from './resellpartner'
import { searchRoutes } from './search'
import { settingsRoutes } from './settings'
import { unsubscribeRoutes } from './unsubscribe'
import { userRoutes } from './user'
import { transparencyRoutes } from './transparency'
import { validateEmailRoutes } from './validate-email'
import { verificationRoutes } from './verification'
import { visitorsRoutes } from './visitors'
import { xcamsRoutes } from './xcams'

export const apiRoutes: FastifyPluginAsyncZod<{ devTools: boolean }> = async (
  app,
  { devTools },
) => {
  await app.register(settingsRoutes)
  await app.register(companyInfoRoutes)
  await app.register(pageRoutes)
  await app.register(regionsRoutes)
  await app.register(profileFieldsRoutes)
  await app.register(interestsRoutes)
  await app.register(userRoutes)
  await app.register(validateEmailRoutes)
  await app.register(activateRoutes)
  await app.register(activationMailRoutes)
  await app.register(loginRoutes)
  await app.register(logoutRoutes)
  await app.register(passwordResetRoutes)
  await app.register(passwordRoutes)
  await app.register(mailChangeRoutes)
  await app.register(deleteAccountRoutes)
  await app.register(dataExportRoutes)
  await app.register(profileImageRoutes)
  await app.register(verificationRoutes)
  await app.register(geocodeRoutes)
  await app.register(pageHiddenRoutes)
  await app.register(unsubscribeRoutes)
  await app.register(searchRoutes)
  await app.register(xcamsRoutes)
  await app.register(resellPartnerRoutes)
  await app.register(memberRoutes)
  await app.register(visitorsRoutes)
  await app.register(likesRoutes)
  await app.register(discoverRoutes)
  await app.register(blockRoutes)
  await app.register(chatRoutes)
  await app.register(chatPhotoRoutes)
  await app.register(caseRoutes)
  await app.register(adminRoutes)
  await app.register(banRoutes)
  await app.register(transparencyRoutes)
  await app.register(eventsRoutes)
  await app.register(notificationsRoutes)
  await app.register(paymentsRoutes)
  if (devTools) await app.register(devCreditsRoutes)
}
