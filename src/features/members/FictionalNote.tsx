// Said plainly on a fictional (demo) profile: it is not a real person. Wherever a fictional
// member's page or signup is shown (member page, landing, signup, landing2, landing3) one of
// these says so before any account is made (Dutch ACM: disclosed before the contract). The
// template picks the form: classic's switch (features.signup.fictionalProfileWarning, spec §1)
// the prominent warning, boxy the note with the member's name. No copy beside them promises
// to meet a fictional member.
import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { featuresAtom } from '../../session'

export function FictionalNote({ name }: { name: string }) {
  return (
    <p className="card notice fictional-note" role="note">
      <Trans>
        {name} is a fictional profile: it does not belong to a real person, so you cannot meet{' '}
        {name}.
      </Trans>
    </p>
  )
}

export function FictionalProfileWarning() {
  return (
    <p className="card notice fictional-note" role="note">
      <Trans>
        Please note: this profile is fictional. It does not belong to a real person and you cannot
        meet them.
      </Trans>
    </p>
  )
}

/** The disclosure above a fictional member's signup form, in the template's form. */
export function FictionalDisclosure({ name }: { name: string }) {
  const features = useAtomValue(featuresAtom)
  return features?.signup.fictionalProfileWarning ? (
    <FictionalProfileWarning />
  ) : (
    <FictionalNote name={name} />
  )
}
