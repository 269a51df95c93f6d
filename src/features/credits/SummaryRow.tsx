// One line of a shop summary list (dl.shop-summary): the term and its value, wrapped in a div
// so the pair lays out as a row.
import type { ReactNode } from 'react'

export function SummaryRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
