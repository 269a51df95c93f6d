// The fictional icon (spec §3 Settings fictional_icon): shown only when the site turns it on
// and the profile is fictional, with a label that says so plainly.
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { settingsAtom } from '../../session'

export function FictionalIcon({ fictional }: { fictional: boolean }) {
  const { t } = useLingui()
  const settings = useAtomValue(settingsAtom)
  if (!fictional || !settings?.fictional_icon) return null
  const label = t`This is a fictional profile`
  return (
    <span className="fictional-icon" role="img" aria-label={label} title={label}>
      ✦
    </span>
  )
}
