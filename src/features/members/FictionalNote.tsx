// Said plainly on a fictional (demo) profile: it is not a real person. The member page shows
// the note; the member-detail signup shows the warning when the template asks for it
// (features.signup.fictionalProfileWarning, spec §1 classic switches).
import { Trans } from '@lingui/react/macro'

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
