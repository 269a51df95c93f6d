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
import { ChoiceButtons } from '../../../ui/ChoiceButtons'
import { SignupStep } from './SignupStep'

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
    <SignupStep
      step={4}
      title={<Trans>About you</Trans>}
      intro={
        <Trans>A few details help you find people who suit you. Everything here is optional.</Trans>
      }
      error={error}
      actions={
        <ChoiceButtons
          className="signup-actions"
          busy={saving}
          primary={{ label: <Trans>Save</Trans>, onClick: save }}
          secondary={{
            label: <Trans>Continue without personal info</Trans>,
            onClick: () => void send({ date_of_birth: EMPTY_DATE }),
          }}
        />
      }
    >
      <PersonalFields {...form.fields} />
    </SignupStep>
  )
}
