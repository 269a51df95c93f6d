// A count beside a place of the navigation (the phone tab bar, the top navigation on wider
// screens): nothing at zero, 99+ above 99, read with its label ("Likes, 3 new").
import { useLingui } from '@lingui/react/macro'

export function Count({ count, className }: { count: number | undefined; className: string }) {
  const { t } = useLingui()
  if (!count) return null
  return (
    <span className={className} aria-label={t`${count} new`}>
      {count > 99 ? '99+' : count}
    </span>
  )
}
