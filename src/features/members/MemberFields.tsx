// The member's visible profile fields with translated values (the server sends codes and
// leaves hidden fields null), and the personal text when the site shows notes. With the
// classic switch "show city in profile details" (features.memberDetails.showCity, spec §1)
// the details list starts with the city and the region; the place line above shows the same
// place on every template (ui/member/place.ts).
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import type { MemberResponse } from '../../contract/members'
import { PROFILE_DETAIL_FIELDS } from '../../contract/profile-field-names'
import { featuresAtom, settingsAtom } from '../../session'
import { regionName } from '../../ui/member'
import { choiceText, FIELD_LABELS, type SelectField } from '../../ui/profile-field-labels'

const FIELDS: readonly SelectField[] = ['gender', ...PROFILE_DETAIL_FIELDS]

export function MemberFields({ profile }: { profile: MemberResponse['profile'] }) {
  const { i18n, t } = useLingui()
  const settings = useAtomValue(settingsAtom)
  const showCity = useAtomValue(featuresAtom)?.memberDetails.showCity ?? false
  const visible = settings?.visible_profile_fields
  const fieldRows = FIELDS.filter((field) => !visible || visible.includes(field)).flatMap(
    (field) => {
      const value = profile[field]
      return value === null
        ? []
        : [{ key: field, label: i18n._(FIELD_LABELS[field]), text: choiceText(i18n, field, value) }]
    },
  )
  const region = regionName(settings?.region_data, profile)
  const placeRows = showCity
    ? [
        ...(profile.city.trim()
          ? [{ key: 'city', label: t`City`, text: profile.city.trim() }]
          : []),
        ...(region ? [{ key: 'region', label: t`Region`, text: region }] : []),
      ]
    : []
  const rows = [...placeRows, ...fieldRows]
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
          {rows.map(({ key, label, text }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  )
}
