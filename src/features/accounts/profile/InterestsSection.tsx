// Interests, where the site's template shows them on my profile (classic: myProfile
// .showInterests): the list of interests.php in the interface language, as toggles.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSync } from '../../../api/use-sync'
import { INTERESTS_MAX } from '../../../contract/user'
import { fetchInterests } from '../api'
import { ProfileSection } from './ProfileSection'
import { useProfileSave } from './use-profile-save'

/** `chosen` may be missing in a member kept offline from before interests existed. */
export function InterestsSection({ chosen }: { chosen: readonly number[] | undefined }) {
  const { t, i18n } = useLingui()
  const { data } = useSync(`interests:${i18n.locale}`, {
    name: 'Loading the interests',
    fetch: () => fetchInterests(i18n.locale),
  })
  const list = data?.interests ?? null
  const [picked, setPicked] = useState<number[]>(() => [...(chosen ?? [])])
  const section = useProfileSave()

  const toggle = (id: number) => {
    setPicked((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    )
    section.edited()
  }
  const max = INTERESTS_MAX

  return (
    <ProfileSection
      id="interests"
      title={t`Interests`}
      status={section}
      canSave={list !== null && picked.length <= max}
      onSave={() => void section.save({ interests: picked })}
    >
      <p className="field-hint">
        <Trans>Pick up to {max}.</Trans>
      </p>
      <ul className="interest-list">
        {(list ?? []).map((interest) => (
          <li key={interest.id}>
            <label className="interest-chip">
              <input
                type="checkbox"
                checked={picked.includes(interest.id)}
                disabled={!picked.includes(interest.id) && picked.length >= max}
                onChange={() => toggle(interest.id)}
              />
              <span>{interest.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </ProfileSection>
  )
}
