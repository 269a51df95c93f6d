// The member's visible profile fields with translated values (the server sends codes and
// leaves hidden fields null), and the personal text when the site shows notes.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import type { MemberResponse } from '../../contract/members'
import { PROFILE_DETAIL_FIELDS } from '../../contract/profile-fields'
import { settingsAtom } from '../../session'
import { choiceText, FIELD_LABELS, type SelectField } from '../../ui/profile-field-labels'

const FIELDS: readonly SelectField[] = ['gender', ...PROFILE_DETAIL_FIELDS]

export function MemberFields({ profile }: { profile: MemberResponse['profile'] }) {
  const { i18n } = useLingui()
  const settings = useAtomValue(settingsAtom)
  const visible = settings?.visible_profile_fields
  const rows = FIELDS.filter((field) => !visible || visible.includes(field)).flatMap((field) => {
    const value = profile[field]
    return value === null ? [] : [{ field, text: choiceText(i18n, field, value) }]
  })
  const showNotes = settings?.visible_profile_notes ?? true
  return (
    <>
      {showNotes && profile.personal && (
        <section className="member-personal">
          <h2>
            <Trans>About me</Trans>
          </h2>
          <p>{profile.personal}</p>
        </section>
      )}
      {rows.length > 0 && (
        <dl className="member-fields">
          {rows.map(({ field, text }) => (
            <div key={field}>
              <dt>{i18n._(FIELD_LABELS[field])}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  )
}
