// The contact form under /pages/service (issue 13): a topic, the message, and for visitors
// their name and address (a member's come from the account). It is stored as a case; the
// sender gets an acknowledgement with its reference number in their language, the operator a
// copy (POST /api/contact.php).
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState, type FormEvent } from 'react'
import { CONTACT_TOPICS, contactBodySchema } from '../../contract/cases'
import { userAtom } from '../../session'
import { useEarlyInput } from '../../ui/early-input'
import { FormError } from '../../ui/FormError'
import { sendContact } from './api'
import { CaseCodeField, CaseText, SenderPart } from './CaseFields'
import { CaseSent } from './CaseSent'
import { checkBody } from './check-body'
import { TOPIC_LABELS } from './labels'
import { useCaseForm } from './use-case-form'
import './cases.css'

export function ContactForm() {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const [topic, setTopic] = useState('')
  const [body, setBody] = useState('')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const form = useCaseForm()
  // The service page is rendered by the server: what is typed before the app runs counts.
  const early = useEarlyInput()
  const accountEmail = user?.email

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void form
      .send((key) =>
        sendContact(
          checkBody(contactBodySchema, {
            key,
            topic: topic || undefined,
            body,
            ...(user ? {} : { name, email }),
          }),
        ),
      )
      .then((sent) => {
        if (sent) setBody('')
      })
  }

  return (
    <section className="card case-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">
        <Trans>Write to us</Trans>
      </h2>
      {form.done ? (
        <CaseSent answer={form.done}>
          <button type="button" className="link-button" onClick={form.again}>
            <Trans>Write another message</Trans>
          </button>
        </CaseSent>
      ) : (
        <form {...early} method="post" onSubmit={submit} noValidate data-testid="contact-form">
          <CaseCodeField
            label={t`Topic`}
            error={form.fieldError('topic')}
            name="topic"
            codes={CONTACT_TOPICS}
            labels={TOPIC_LABELS}
            placeholder={t`Choose a topic`}
            value={topic}
            onValueChange={setTopic}
          />
          <CaseText
            label={t`Your message`}
            error={form.fieldError('body')}
            name="message"
            rows={6}
            value={body}
            onValueChange={setBody}
          />
          <SenderPart
            known={accountEmail === undefined ? null : t`We will answer you at ${accountEmail}.`}
            name={name}
            email={email}
            onName={setName}
            onEmail={setEmail}
            fieldError={form.fieldError}
          />
          <FormError>{form.error}</FormError>
          <button type="submit" className="button button-primary" disabled={form.busy}>
            <Trans>Send message</Trans>
          </button>
        </form>
      )}
    </section>
  )
}
