// What premium gives, next to the free membership (issue 32 §7), on /premium and /pricing: one
// table, so both pages say the same. Words in every cell, never a tick alone: a screen reader
// reads "Included" where a sighted member sees ✓, and a phone shows no tooltip.
import { Trans, useLingui } from '@lingui/react/macro'

/** Included, not included, or in words what each membership gets. */
type Cell = { mark: 'yes' | 'no' } | { words: string }
const YES: Cell = { mark: 'yes' }
const NO: Cell = { mark: 'no' }

function Mark({ cell }: { cell: Cell }) {
  const { t } = useLingui()
  if ('words' in cell) return <span className="compare-some">{cell.words}</span>
  if (cell.mark === 'yes') {
    return (
      <span className="compare-yes">
        <span aria-hidden="true">✓ </span>
        {t`Included`}
      </span>
    )
  }
  return (
    <span className="compare-no">
      <span aria-hidden="true">– </span>
      {t`Not included`}
    </span>
  )
}

export function PremiumComparison() {
  const { t } = useLingui()
  const rows: { feature: string; free: Cell; premium: Cell }[] = [
    { feature: t`Search, likes and matches`, free: YES, premium: YES },
    { feature: t`A verified badge (a selfie checked by our team)`, free: YES, premium: YES },
    { feature: t`Main photos full size`, free: YES, premium: YES },
    { feature: t`Every photo of every member full size`, free: NO, premium: YES },
    {
      feature: t`Who visited your profile`,
      free: { words: t`How many, with blurred photos` },
      premium: { words: t`Who, with their profiles` },
    },
    { feature: t`Browse incognito: leave no visits`, free: NO, premium: YES },
    {
      feature: t`Messages`,
      free: { words: t`Credits per message` },
      premium: { words: t`Credits per message` },
    },
  ]
  return (
    <table className="compare-table" data-testid="premium-comparison">
      <caption>
        <Trans>Free membership and premium compared</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t`What you get`}</span>
          </th>
          <th scope="col">{t`Free`}</th>
          <th scope="col">{t`Premium`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature}>
            <th scope="row">{row.feature}</th>
            <td>
              <Mark cell={row.free} />
            </td>
            <td>
              <Mark cell={row.premium} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
