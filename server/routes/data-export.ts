// /api/data_export.php — a member's "download my data" (domain/export): GET answers the latest
// export's state, POST asks for one (answered with the one being made or still downloadable,
// so a retry asks once). /api/data_export_file.php?token= — the ZIP by the mailed link's token,
// with no login (the mail may be opened on another device; 256 random bits are the proof),
// never stored by a cache. A per-member limit keeps a member from queueing builds; a per-IP
// limit on the download, as on every link that carries a token.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import * as endpoints from '../../src/contract/endpoints'
import {
  dataExportState,
  exportFileByToken,
  requestDataExport,
} from '../domain/export/data-exports'
import { httpError } from '../domain/api-error'
import { keyedLimiter, perIp } from '../http/rate-limit'
import { route } from '../http/route'
import { requireUser, userOf } from '../plugins/auth'

/** Where a browser goes with a link that no longer works (the profile's data section). */
const PROFILE_DATA = '/profile#data'

/** The download's name: the site and the day it was made. */
function downloadName(siteName: string, readyAt: Date): string {
  const site =
    siteName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'klik'
  return `${site}-data-${readyAt.toISOString().slice(0, 10)}.zip`
}

export const dataExportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const perMember = keyedLimiter(app, 'data-export', { max: 10, timeWindow: '1 hour' })

  route(app, endpoints.dataExport, { onRequest: requireUser }, (request) =>
    dataExportState(app.db, userOf(request).id),
  )

  route(app, endpoints.requestDataExport, { onRequest: requireUser }, async (request, reply) => {
    const userId = userOf(request).id
    await perMember(request, String(userId))
    const asked = await requestDataExport(app.db, userId)
    if (asked.created) app.jobWorker?.wake()
    return reply.code(202).send(asked.export)
  })

  route(
    app,
    endpoints.dataExportFile,
    { config: perIp(app, { max: 30, timeWindow: '1 hour' }) },
    async (request, reply) => {
      // The mailed link opened in a browser: a link that no longer works goes to the profile's
      // data section, which says what became of the export and offers a new one. A program
      // gets the contract's error.
      const navigation =
        request.headers['sec-fetch-mode'] === 'navigate' ||
        (request.headers.accept ?? '').includes('text/html')
      const gone = (status: 404 | 410) => {
        if (navigation) return reply.redirect(PROFILE_DATA, 303)
        throw status === 410
          ? httpError(410, 'data_export.expired', 'This download link has expired')
          : httpError(404, 'data_export.not_found', 'This download link is not valid')
      }
      const found = await exportFileByToken(app.db, request.query.token)
      if (!found.found) return gone(found.reason === 'expired' ? 410 : 404)
      // A file removed between the lookup and the open (its expiry just ran) is gone.
      const file = await app.exportFiles.get(found.fileName)
      if (file === null) return gone(410)
      void reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${downloadName(request.site.name, found.readyAt)}"`,
        )
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-length', String(file.size))
      // A stream is sent as it is (Fastify serializes objects only): the 200's z.null() stands
      // for a body that is not JSON.
      return reply.send(file.body as unknown as null)
    },
  )
  done()
}
