// PUT /api/incognito.php (contract/visitors.ts, issue 32 §2): premium browsing without leaving
// visits. Answers what is set and whether it works now (only while premium runs).
import { call } from '../../../api/call'
import * as routes from '../../../contract/routes'

export const saveIncognito = (incognito: boolean) => call(routes.incognito, { body: { incognito } })
