// The transparency report for operators (issue 32 §6): a half year's figures as a CSV file,
// the same figures /pages/transparency shows (GET /api/admin/transparency.php, section,key,
// value). The half years come from the public report's call; the file is a plain link, which
// sends the session cookie as any same-origin call, and the server names the download.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { call } from '../../api/call'
import { apiUrl } from '../../api/client'
import { useSync } from '../../api/use-sync'
import * as routes from '../../contract/routes'
import { AdminSection } from './AdminArea'

export function TransparencyExport() {
  const { t } = useLingui()
  const { data } = useSync('admin-transparency-periods', {
    fetch: (signal) => call(routes.transparency, {}, { signal }),
  })
  const [chosen, setChosen] = useState<string | null>(null)
  const period = chosen ?? data?.period
  if (data === undefined || period === undefined) return null
  return (
    <AdminSection id="admin-transparency" title={t`Transparency report`}>
      <div className="admin-filters">
        <label>
          <Trans>Half year</Trans>{' '}
          <select value={period} onChange={(event) => setChosen(event.target.value)}>
            {data.periods.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <a
          className="button"
          href={apiUrl(routes.adminTransparency.path, { period })}
          download
          data-testid="admin-transparency-csv"
        >
          <Trans>Download as CSV</Trans>
        </a>
      </div>
    </AdminSection>
  )
}
