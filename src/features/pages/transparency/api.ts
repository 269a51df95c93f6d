// The transparency report's call (src/contract/transparency.ts): a half year's figures, or,
// without one, the last half year that is over.
import { call } from '../../../api/call'
import type { KeyedCall } from '../../../api/first-answers'
import * as routes from '../../../contract/routes'
import type { TransparencyReport } from '../../../contract/transparency'

/** The report of `period` (null: the server's default), as the page asks for it. */
export const transparencyCall = (period: string | null): KeyedCall<TransparencyReport> => ({
  key: `transparency:${period ?? ''}`,
  fetch: (signal) =>
    call(routes.transparency, { query: period === null ? {} : { period } }, { signal }),
})
