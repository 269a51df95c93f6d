// Every /api call, one module per /api/<name>.php. Development-only calls exist only when
// DEV_TOOLS is on; otherwise they are unknown paths (404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { companyInfoRoutes } from './companyinfo'
import { devCreditsRoutes } from './dev-credits'
import { interestsRoutes } from './interests'
import { pageHiddenRoutes } from './page-hidden'
import { profileFieldsRoutes } from './profile-fields'
import { regionsRoutes } from './regions'
import { settingsRoutes } from './settings'
import { userRoutes } from './user'

export const apiRoutes: FastifyPluginAsyncZod<{ devTools: boolean }> = async (
  app,
  { devTools },
) => {
  await app.register(settingsRoutes)
  await app.register(companyInfoRoutes)
  await app.register(regionsRoutes)
  await app.register(profileFieldsRoutes)
  await app.register(interestsRoutes)
  await app.register(userRoutes)
  await app.register(pageHiddenRoutes)
  if (devTools) await app.register(devCreditsRoutes)
}
