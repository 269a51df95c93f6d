// GET /api/transparency.php (public) and GET /api/admin/transparency.php (operators only): the
// transparency report of a half year (domain/transparency), as JSON for /pages/transparency and
// as a CSV download for the operator area — one report, two encodings. A half year that is
// over does not change, so the browser keeps it a day; the current one 10 minutes. Private:
// any answer may carry a renewed session cookie, which no shared cache may keep.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import { assertOperator } from '../domain/admin/operators'
import { transparencyCsv, transparencyCsvName } from '../domain/transparency/csv'
import { transparencyReport } from '../domain/transparency/report'
import { route } from '../http/route'

const CLOSED_MAX_AGE = 86_400
const CURRENT_MAX_AGE = 600

export const transparencyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  route(app, endpoints.transparency, { config: { readReplica: true } }, async (request, reply) => {
    const report = await transparencyReport(request.readDb, request.query.period)
    const maxAge = report.closed ? CLOSED_MAX_AGE : CURRENT_MAX_AGE
    void reply.header('cache-control', `private, max-age=${maxAge}`)
    return report
  })

  route(
    app,
    endpoints.adminTransparency,
    {
      config: { readReplica: true },
      // As every /api/admin call: the role first, before the query is looked at (routes/admin.ts).
      onRequest: async (request, reply) => {
        void reply.header('cache-control', 'private, no-store')
        await assertOperator(app.db, request.user?.id ?? null)
      },
    },
    async (request, reply) => {
      const report = await transparencyReport(request.readDb, request.query.period)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${transparencyCsvName(report.period)}"`,
        )
        .send(transparencyCsv(report))
    },
  )
  done()
}
