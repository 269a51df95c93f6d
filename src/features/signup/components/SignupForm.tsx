// Step 0 (spec §2, §5, §7): email, name and password. Sending is blocked while a check is
// pending, a rule is broken or a send is under way. On failure the error is logged, the form
// is enabled again and the translated error shown: field errors under their fields, others
// above the form. On success the new member is handed to the wizard.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../../../api/errors'
import type { UserResponse } from '../../../contract/user'
import { RULE } from '../../../contract/rules'
import { affiliateKey } from '../../../lib/affiliate'
import { storage } from '../../../lib/storage'
import { useEarlyInput } from '../../../ui/early-input'
import { settingsAtom } from '../../../session'
import { createAccount } from '../api'
import { serverFieldRules, serverPasswordRule } from '../form-rules'
import { errorMessage } from '../../../ui/error-message'
import { ruleText, SIGNUP_ERRORS } from '../messages'
import { browserTimezone, buildSignupBody } from '../signup-body'
import { useEmailCheck } from '../use-email-check'
import { EmailField } from './EmailField'
import { LegalNotice } from './LegalNotice'
import { FormError } from '../../../ui/FormError'
import { NameField, NewPasswordField } from './SignupFields'
import { useSignupValues } from './use-signup-values'

interface SignupFormProps {
  /** The member page the visitor came from (/members/{id}/signup): changes heading and button. */
  memberId?: string
  onCreated: (user: UserResponse) => Promise<void> | void
}

export function SignupForm({ memberId, onCreated }: SignupFormProps) {
  const { t, i18n } = useLingui()
  const form = useEarlyInput()
  const settings = useAtomValue(settingsAtom)
  const { values, rules, change, leave, touchAll, shown, setServerRules } = useSignupValues()
  const [takenEmail, setTakenEmail] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const check = useEmailCheck(values.email)

  const email = values.email.trim()
  const taken = takenEmail !== null && takenEmail.toLowerCase() === email.toLowerCase()
  const token = check.result?.status === 'new' ? check.result.token : null
  const invalid = Object.keys(rules).length > 0 || token === null || taken
  const blocked = invalid || check.pending || submitting

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    touchAll()
    if (blocked || token === null) return
    setSubmitting(true)
    setAlert(null)
    try {
      const body = await buildSignupBody(values, token, {
        trafficsource: storage.get(affiliateKey('network')),
        country: settings?.geoip_selected_country ?? null,
        locale: i18n.locale,
        memberId,
        pathname: location.pathname,
        referrer: document.referrer,
        origin: location.origin,
        userAgent: navigator.userAgent,
        timezone: browserTimezone(),
      })
      const user = await createAccount(body)
      await onCreated(user)
    } catch (error) {
      console.error('Signup failed', error)
      setSubmitting(false)
      const passwordRule = error instanceof ApiError ? serverPasswordRule(error.code) : null
      if (error instanceof ApiError && error.code === 'signup.email_taken') {
        setTakenEmail(email)
      } else if (passwordRule !== null) {
        setServerRules(passwordRule)
      } else if (error instanceof ApiError && error.fields.length > 0) {
        const fields = serverFieldRules(error.fields)
        setServerRules(fields)
        if (Object.keys(fields).length === 0) setAlert(errorMessage(i18n, error, SIGNUP_ERRORS))
      } else {
        if (error instanceof ApiError && error.code === 'signup.invalid_token') check.recheck()
        setAlert(errorMessage(i18n, error, SIGNUP_ERRORS))
      }
    }
  }

  const fromProfile = Boolean(memberId)
  const nameError = shown('name')
  // Too short is what the meter says as the member types; the field's error says the rest.
  const passwordRule = shown('password')
  const passwordError = passwordRule === RULE.passwordTooShort ? undefined : passwordRule

  return (
    // method="post": sent without the app (JavaScript off), the password is never in an address.
    <form
      {...form}
      className="signup-form"
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={submitting}
    >
      <h1>{fromProfile ? t`Sign up for free to get in touch` : t`Sign up for free`}</h1>
      <FormError>{alert}</FormError>
      <EmailField
        value={values.email}
        onChange={(value) => change('email', value)}
        onBlur={() => leave('email')}
        check={check}
        ruleError={shown('email')}
        taken={taken}
      />
      <NameField
        value={values.name}
        error={nameError ? ruleText(i18n, nameError) : undefined}
        onChange={(value) => change('name', value)}
        onBlur={() => leave('name')}
      />
      <NewPasswordField
        value={values.password}
        error={passwordError ? ruleText(i18n, passwordError) : undefined}
        onChange={(value) => change('password', value)}
        onBlur={() => leave('password')}
        owner={{ email: values.email, name: values.name, site: settings?.name }}
      />
      <LegalNotice siteName={settings?.name ?? ''} />
      <button type="submit" className="button button-primary signup-submit" disabled={blocked}>
        {submitting
          ? t`Creating your account…`
          : fromProfile
            ? t`Sign up and say hello`
            : t`Create my free account`}
      </button>
      <p className="signup-login">
        <Trans>
          Already a member? <Link to="/login">Log in</Link>
        </Trans>
      </p>
    </form>
  )
}
