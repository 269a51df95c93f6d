// Why this browser's own account was banned (GET /api/ban.php), asked once per visit of the
// ban page: its statement of reasons (BanNotice) and whether its objection form may leave out
// the name and address (the route composes that form, from features/cases).
import { useSync } from '../../api/use-sync'
import type { BanStatus } from '../../contract/admin'
import { fetchBanStatus } from './api'

/**
 * This browser's ban: null for a browser without a banned session (or a login the ban
 * refused), undefined while it loads or when the call failed.
 */
export function useBanStatus(): BanStatus | null | undefined {
  return useSync('ban-status', { fetch: (signal) => fetchBanStatus(signal) }).data
}
