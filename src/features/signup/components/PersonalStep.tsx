// Step 4 (spec §2, §5): personal info. Gender (optional), the date of birth when the site
// shows it (the §5 picker, its error under the field), and the site's other visible profile
// fields with the values GET /api/profile_fields.php allows. Save sends the choices;
// "Continue without personal info" clears the date of birth.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { EMPTY_DATE, RULE } from '../../../contract/rules'
import { PersonalFields } from '../../../ui/PersonalFields'
import { userAtom } from '../../../session'
import { ruleText } from '../messages'
import { usePersonalForm } from '../../../ui/use-personal-form'
import { useStepSave } from '../use-step-save'
import { FormError } from '../../../ui/FormError'

export function PersonalStep({ onNext }: { onNext: () => void }) {
  const { i18n } = useLingui()
  const profile = useAtomValue(userAtom)?.profile
  const { saving, error, save: send } = useStepSave('the personal info', onNext)
  const form = usePersonalForm(profile, { dateErrorText: ruleText(i18n, RULE.dateOfBirth) })

  const save = () => {
    const body = form.submit()
    if (body) void send(body)
  }

  return (
    <section className="signup-step" data-testid="signup-step-4">
      <h1>
        <Trans>About you</Trans>
      </h1>
      <p>
        <Trans>A few details help you find people who suit you. Everything here is optional.</Trans>
      </p>
      <PersonalFields {...form.fields} />
      <FormError>{error}</FormError>
      <div className="signup-actions">
        <button type="button" className="button button-primary" disabled={saving} onClick={save}>
          <Trans>Save</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={() => void send({ date_of_birth: EMPTY_DATE })}
        >
          <Trans>Continue without personal info</Trans>
        </button>
      </div>
    </section>
  )
}
