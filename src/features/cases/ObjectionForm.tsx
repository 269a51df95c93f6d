// The objection form (issue 32, in the spirit of the DSA art. 20): anyone who thinks a
// moderation decision is wrong — their account blocked, a photo of theirs hidden, what was
// decided on a notice or report — asks for it to be looked at again, free and within 6 months.
// Under /pages/service with a choice of what it is about, and under /pages/ban for the block.
// A member's name and address come from the account, and so do those of a blocked account
// whose browser shows the ban page (the server knows its marked session); a visitor gives
// them. It is stored as a case (POST /api/objection.php) and acknowledged like a message.
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState, type FormEvent } from 'react'
import {
  OBJECTION_SUBJECTS,
  objectionBodySchema,
  type ObjectionSubject,
} from '../../contract/cases'
import { userAtom } from '../../session'
import { useEarlyInput } from '../../ui/early-input'
import { FormError } from '../../ui/FormError'
import { TextField } from '../../ui/TextField'
import { sendObjection } from './api'
import { CaseCodeField, CaseText, SenderPart } from './CaseFields'
import { CaseSent } from './CaseSent'
import { checkBody } from './check-body'
import { SUBJECT_LABELS } from './labels'
import { useCaseForm } from './use-case-form'
import './cases.css'

export function ObjectionForm({
  subject: given,
  account,
}: {
  /** What the objection is against, when the page knows (the ban page): no choice is shown. */
  subject?: ObjectionSubject
  /** The page shows a blocked account's own browser: the answer goes to its address. */
  account?: 'blocked'
}) {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const [chosen, setChosen] = useState('')
  const [reference, setReference] = useState('')
  const [body, setBody] = useState('')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const form = useCaseForm()
  // The service and ban pages are rendered by the server: what is typed before the app runs
  // counts.
  const early = useEarlyInput()
  const accountEmail = user?.email
  // Where the answer goes when the server knows the account: a member's own address, or a
  // blocked account's (which this page does not know); else a visitor gives one.
  const answerNote =
    accountEmail !== undefined
      ? t`We will answer you at ${accountEmail}.`
      : account === 'blocked'
        ? t`We answer you at the email address of your account.`
        : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void form
      .send((key) =>
        sendObjection(
          checkBody(objectionBodySchema, {
            key,
            subject: given ?? (chosen || undefined),
            reference: reference.trim() || undefined,
            body,
            ...(answerNote !== null ? {} : { name, email }),
          }),
        ),
      )
      .then((sent) => {
        if (!sent) return
        setReference('')
        setBody('')
      })
  }

  return (
    // #objection-form: the ban page's notice and the ban and service pages' texts link here.
    <section className="card case-form" id="objection-form" aria-labelledby="objection-title">
      <ObjectionIntro />
      {form.done ? (
        <CaseSent answer={form.done}>
          <button type="button" className="link-button" onClick={form.again}>
            <Trans>Send another objection</Trans>
          </button>
        </CaseSent>
      ) : (
        <form {...early} method="post" onSubmit={submit} noValidate data-testid="objection-form">
          {given === undefined && (
            <CaseCodeField
              label={t`What do you object to?`}
              error={form.fieldError('subject')}
              name="subject"
              codes={OBJECTION_SUBJECTS}
              labels={SUBJECT_LABELS}
              placeholder={t`Choose what it is about`}
              value={chosen}
              onValueChange={setChosen}
            />
          )}
          <TextField
            label={t`Reference number (optional)`}
            hint={t`The number from our email about the decision, for example KL-7Q3M-X2PA`}
            name="reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={reference}
            onValueChange={setReference}
            error={form.fieldError('reference')}
          />
          <CaseText
            label={t`Why is the decision wrong?`}
            hint={t`Tell us what happened and anything that supports your objection.`}
            error={form.fieldError('body')}
            name="objection"
            rows={6}
            value={body}
            onValueChange={setBody}
          />
          <SenderPart
            known={answerNote}
            name={name}
            email={email}
            onName={setName}
            onEmail={setEmail}
            emailHint={t`We send the confirmation and the outcome here.`}
            fieldError={form.fieldError}
          />
          <FormError>{form.error}</FormError>
          <button type="submit" className="button button-primary" disabled={form.busy}>
            <Trans>Send objection</Trans>
          </button>
        </form>
      )}
    </section>
  )
}

/** The heading, and what objecting costs, how long it may wait and who looks again. */
function ObjectionIntro() {
  return (
    <>
      <h2 id="objection-title">
        <Trans>Object to a decision</Trans>
      </h2>
      <p>
        <Trans>
          You can object within 6 months of the decision, free of charge. A person who did not take
          the decision looks at it again, and we tell you by email what we decided and why.
        </Trans>
      </p>
    </>
  )
}
