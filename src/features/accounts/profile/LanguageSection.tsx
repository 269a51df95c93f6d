// The member's language: the one their mails come in and the language badge shows. The
// interface language is the switcher's (a cookie of this browser), not this.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isLocale, LOCALES, type Locale } from '../../../contract/locale-codes'
import { languageName } from '../../../lib/display-names'
import { Field } from '../../../ui/Field'
import { ProfileSection } from './ProfileSection'
import { useProfileSave } from './use-profile-save'

export function LanguageSection({ language }: { language: Locale }) {
  const { t, i18n } = useLingui()
  const [value, setValue] = useState<Locale>(language)
  const section = useProfileSave()

  return (
    <ProfileSection
      id="language"
      title={t`Language`}
      status={section}
      onSave={() => void section.save({ language: value })}
    >
      <Field label={t`Your language`} hint={t`We write to you in this language.`}>
        {(control) => (
          <select
            {...control}
            name="language"
            value={value}
            onChange={(event) => {
              if (isLocale(event.target.value)) setValue(event.target.value)
              section.edited()
            }}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code, code)} ({languageName(i18n.locale || 'en', code)})
              </option>
            ))}
          </select>
        )}
      </Field>
    </ProfileSection>
  )
}
