// A member's "download my data" (GDPR art. 15 and 20; issue 13, docs/decisions/accounts.md):
//   POST /api/data_export.php              ask for an export (or get the one already asked for)
//   GET  /api/data_export.php              the latest export's state
//   GET  /api/data_export_file.php?token=  the ZIP, by the token of the mailed link
// The ZIP is made in the background (the export.build job) and its link mailed; it works for
// DATA_EXPORT_VALID_HOURS after the file was made.
import { z } from './zod'

/** How long the mailed link works after the file was made. */
export const DATA_EXPORT_VALID_HOURS = 24

/**
 * An export whose build has not finished after this long failed (the job gave up after its
 * retries): it shows as failed and a new request makes a new one.
 */
export const DATA_EXPORT_BUILD_HOURS = 6

export const DATA_EXPORT_STATES = ['none', 'preparing', 'ready', 'expired', 'failed'] as const
export type DataExportState = (typeof DATA_EXPORT_STATES)[number]

export const dataExportResponseSchema = z.object({
  state: z
    .enum(DATA_EXPORT_STATES)
    .describe(
      'none: never asked; preparing: being made, the link follows by mail; ready: mailed, the link works until expires_at; expired: the link no longer works; failed: making it did not succeed',
    ),
  requested_at: z.iso.datetime().nullable(),
  ready_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
  bytes: z.int().min(0).nullable().describe('the ZIP file’s size once made'),
})
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>

export const dataExportFileQuerySchema = z.object({
  token: z.string().min(1).max(128).describe('the token of the mailed link'),
})
