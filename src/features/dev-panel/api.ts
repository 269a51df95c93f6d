// The development-only call behind the panel's first button. It exists only when the
// server runs with DEV_TOOLS=1.
import { call } from '../../api/call'
import * as routes from '../../contract/routes'

export function resetCredits(): Promise<unknown> {
  return call(routes.devCredits, { body: { credits: 0 } })
}
