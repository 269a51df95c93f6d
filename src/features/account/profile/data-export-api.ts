// The data export's calls (contract/data-export.ts): the latest export's state, and asking for
// one (the server answers the one already asked for, so a double tap asks once).
import { call } from '../../../api/call'
import * as endpoints from '../../../contract/endpoints'

export const fetchDataExport = () => call(endpoints.dataExport, {})

export const requestDataExport = () => call(endpoints.requestDataExport, {})
