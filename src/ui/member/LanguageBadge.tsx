// The language badge (spec §2): a small text badge with the flag code of the member's
// language; the language's name is its accessible label.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../contract/locale-codes'
import { useLanguageName } from '../use-country-name'
import { languageBadge } from './language-badge'

export function LanguageBadge({ country, language }: { country: string | null; language: Locale }) {
  const { t } = useLingui()
  const name = useLanguageName()(language)
  return (
    <abbr className="language-badge" title={t`Speaks ${name}`} aria-label={t`Speaks ${name}`}>
      {languageBadge(country, language)}
    </abbr>
  )
}
