// /pages/transparency (issue 32 §6, public): the transparency report of a half year, in the
// spirit of the Digital Services Act arts. 15 and 24 — what reached us and what we did, counts
// only. The half year is the page's own state (a search parser would be start-up code of the
// route): first the last one that is over, then whichever the reader picks of those with
// figures. Offline, the browser's copy of an answer shows (the call is kept a day for a half
// year that is over), else a note that the page opens once the connection is back.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSync } from '../../../api/use-sync'
import type { TransparencyReport } from '../../../contract/transparency'
import { transparencyCall } from './api'
import { dayLabel, periodLabel } from './format'
import { TransparencyFigures } from './TransparencyFigures'
import { PageFailure, useRetryOnline } from '../PageFailure'
import '../pages.css'
import './transparency.css'

export function TransparencyPage() {
  const { t, i18n } = useLingui()
  const [period, setPeriod] = useState<string | null>(null)
  const report = transparencyCall(period)
  const { data: answer, loading, failure } = useSync(report.key, { fetch: report.fetch })
  // While another half year loads, the one shown stays (the selector says which is coming).
  const [shown, setShown] = useState<TransparencyReport | undefined>(undefined)
  if (answer !== undefined && answer !== shown) setShown(answer)
  const data = answer ?? shown
  useRetryOnline(failure)

  return (
    <article
      className="site-page transparency"
      data-page="transparency"
      aria-busy={loading ? true : undefined}
    >
      <h1>
        <Trans>Transparency report</Trans>
      </h1>
      <p>
        <Trans>
          Every half year we publish how many notices and reports reached us and what we did about
          them, as the EU Digital Services Act asks (articles 15 and 24). Only numbers: no member is
          ever named.
        </Trans>
      </p>
      {data && (
        <>
          <label className="transparency-period">
            {t`Half year`}{' '}
            <select
              value={period ?? data.period}
              onChange={(event) => setPeriod(event.target.value)}
              data-testid="transparency-period"
            >
              {data.periods.map((code) => (
                <option key={code} value={code}>
                  {periodLabel(code, i18n.locale)}
                </option>
              ))}
            </select>
          </label>
          <PeriodNote starts={data.starts} ends={data.ends} closed={data.closed} />
          <TransparencyFigures figures={data.figures} closed={data.closed} />
        </>
      )}
      {!data && failure && <PageFailure failure={failure} />}
    </article>
  )
}

function PeriodNote({ starts, ends, closed }: { starts: string; ends: string; closed: boolean }) {
  const { i18n } = useLingui()
  const first = dayLabel(starts, i18n.locale)
  const last = dayLabel(ends, i18n.locale)
  return (
    <p className="field-hint">
      {closed ? (
        <Trans>
          From {first} to {last}. These figures are final.
        </Trans>
      ) : (
        <Trans>
          From {first} until today. The figures grow until the half year ends on {last}.
        </Trans>
      )}
    </p>
  )
}
