// The data export's calls (contract/data-export.ts): the latest export's state, and asking for
// one (the server answers the one already asked for, so a double tap asks once).
import { call } from '../../../api/call'
import * as routes from '../../../contract/routes'

export const fetchDataExport = () => call(routes.dataExport, {})

export const requestDataExport = () => call(routes.requestDataExport, {})
