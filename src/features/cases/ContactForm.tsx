// The contact form under /pages/service (issue 13): a topic, the message, and for visitors
// their name and address (a member's come from the account). It is stored as a case; the
// sender gets an acknowledgement with its reference number in their language, the operator a
// copy (POST /api/contact.php).
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useState, type FormEvent } from 'react'
import { CASE_BODY_MAX, CONTACT_TOPICS, contactBodySchema } from '../../contract/cases'
import { userAtom } from '../../session'
import { Field } from '../../ui/Field'
import { CodeSelect } from '../../ui/CodeSelect'
import { useEarlyInput } from '../../ui/early-input'
import { FormError } from '../../ui/FormError'
import { TextField } from '../../ui/TextField'
import { sendContact } from './api'
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
          <Field label={t`Topic`} error={form.fieldError('topic')}>
            {(control) => (
              <CodeSelect
                {...control}
                name="topic"
                codes={CONTACT_TOPICS}
                labels={TOPIC_LABELS}
                placeholder={t`Choose a topic`}
                value={topic}
                onValueChange={setTopic}
              />
            )}
          </Field>
          <Field label={t`Your message`} error={form.fieldError('body')}>
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={6}
                maxLength={CASE_BODY_MAX}
                value={body}
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </Field>
          {accountEmail !== undefined ? (
            <p className="field-hint">
              <Trans>We will answer you at {accountEmail}.</Trans>
            </p>
          ) : (
            <>
              <TextField
                label={t`Your name`}
                name="name"
                autoComplete="name"
                value={name}
                onValueChange={setName}
                error={form.fieldError('name')}
              />
              <TextField
                label={t`Your email address`}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onValueChange={setEmail}
                error={form.fieldError('email')}
              />
            </>
          )}
          <FormError>{form.error}</FormError>
          <button type="submit" className="button button-primary" disabled={form.busy}>
            <Trans>Send message</Trans>
          </button>
        </form>
      )}
    </section>
  )
}
