// /api/visitors.php (contract/visitors.ts, issue 32 §2): GET who visited the member's page,
// POST that the member looked at them (the visits up to the newest shown are no longer new).
import { call } from '../../api/call'
import * as routes from '../../contract/routes'
import type { VisitorsResponse } from '../../contract/visitors'

export const fetchVisitors = (signal?: AbortSignal): Promise<VisitorsResponse> =>
  call(routes.visitors, {}, { signal })

/** Seen up to `until`; finishes even when the member leaves the page at once. */
export const markVisitorsSeen = (until: string): Promise<null> =>
  call(routes.visitorsSeen, { body: { until } }, { keepalive: true })
