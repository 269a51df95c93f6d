// One part of the report: a heading, what it counts, and its figures as label and number
// pairs — a list that stacks on a 360 px phone rather than a table that scrolls sideways.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { countLabel } from './format'

export interface Figure {
  label: ReactNode
  /** A count, or text already written (a median in hours). */
  value: number | string
}

/** The figures of `counts`, labelled by `labels`, in the labels' order. */
export function countsOf<K extends string>(
  counts: Record<K, number>,
  labels: Record<K, MessageDescriptor>,
  translate: (label: MessageDescriptor) => string,
): Figure[] {
  return (Object.keys(labels) as K[]).map((key) => ({
    label: translate(labels[key]),
    value: counts[key],
  }))
}

export function FigureList({ figures, title }: { figures: Figure[]; title?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <>
      {title !== undefined && <h3>{title}</h3>}
      <dl className="transparency-figures">
        {figures.map(({ label, value }, index) => (
          <div key={index}>
            <dt>{label}</dt>
            <dd>{typeof value === 'number' ? countLabel(value, i18n.locale) : value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

export function FigureSection({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section className="transparency-section" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
