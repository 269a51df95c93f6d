// GET /api/companyinfo.php — the company behind the site.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { route } from '../http/route'

export const companyInfoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.companyInfo, {}, (request) => ({
    ...request.site.company,
    delete_discount: request.site.delete_discount,
  }))
  done()
}
