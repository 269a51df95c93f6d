// The development-only call behind the panel's first button. It exists only when the
// server runs with DEV_TOOLS=1.
import { request } from '../../api/client'

export function resetCredits(): Promise<unknown> {
  return request('/api/dev/credits.php', { method: 'POST', body: { credits: 0 } })
}
