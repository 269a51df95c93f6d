// /complaints (issue 13, public): a notice of illegal or unacceptable content in the spirit of
// the EU Digital Services Act (art. 16): what it is (a reason), where (a member, one of their
// photos or messages, or any address), why, who sends it, and the sender's statement of good
// faith. It is answered with a reference number, repeated in the acknowledgement mail.
// ?member=&photo=&message= prefill where (a link from a member page or a chat).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState, type FormEvent } from 'react'
import { CASE_BODY_MAX, NOTICE_REASONS, complaintBodySchema } from '../../contract/cases'
import { userAtom } from '../../session'
import { Field } from '../../ui/Field'
import { CodeSelect } from '../../ui/CodeSelect'
import { FormError } from '../../ui/FormError'
import { TextField } from '../../ui/TextField'
import { sendComplaint } from './api'
import { CaseSent } from './CaseSent'
import { checkBody } from './check-body'
import { NOTICE_REASON_LABELS } from './labels'
import { useCaseForm } from './use-case-form'
import { parseWhere } from './where'
import './cases.css'

/** A positive whole number from the query, else undefined. */
function idParam(value: unknown): number | undefined {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export function ComplaintPage() {
  const { t } = useLingui()
  const user = useAtomValue(userAtom)
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> })
  const [prefill] = useState(() => ({
    member: idParam(search.member),
    photo: idParam(search.photo),
    message: idParam(search.message),
  }))
  const [reason, setReason] = useState('')
  const [where, setWhere] = useState(() =>
    prefill.member === undefined ? '' : `${location.origin}/members/${prefill.member}`,
  )
  const [body, setBody] = useState('')
  // A member's own name and address until they change them (the session may load later).
  const [nameInput, setName] = useState<string | null>(null)
  const [emailInput, setEmail] = useState<string | null>(null)
  const name = nameInput ?? user?.profile.name ?? ''
  const email = emailInput ?? user?.email ?? ''
  const [goodFaith, setGoodFaith] = useState(false)
  const form = useCaseForm()
  const goodFaithError = form.fieldError('good_faith')

  const target = parseWhere(where, location.origin)
  // The photo or message of the link counts while where still names its member.
  const same = target !== null && 'member' in target && target.member === prefill.member
  const detail = same ? { photo: prefill.photo, message: prefill.message } : {}

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void form.send((key) =>
      sendComplaint(
        checkBody(complaintBodySchema, {
          key,
          reason: reason || undefined,
          ...(target ?? (where.trim() === '' ? {} : { url: where.trim() })),
          ...detail,
          body,
          name: name.trim() || undefined,
          email: email.trim() || undefined,
          good_faith: goodFaith || undefined,
        }),
      ),
    )
  }

  return (
    <article className="case-page">
      <h1>
        <Trans>Report illegal or unacceptable content</Trans>
      </h1>
      <p>
        <Trans>
          Use this form to tell us about content on this site that you believe is illegal or breaks
          our terms: a profile, a photo, a message or a page. We look at every notice, act on it
          where needed and tell you the outcome.
        </Trans>
      </p>
      <p className="field-hint">
        <Trans>
          Are you a member and is it about another member? Reporting them from their page or from
          your chat is quicker.
        </Trans>
      </p>
      {form.done ? (
        <CaseSent answer={form.done}>
          <Link to="/" className="button">
            <Trans>Back to the start page</Trans>
          </Link>
        </CaseSent>
      ) : (
        <form onSubmit={submit} noValidate className="card case-form" data-testid="complaint-form">
          <Field label={t`What is wrong with it?`} error={form.fieldError('reason')}>
            {(control) => (
              <CodeSelect
                {...control}
                name="reason"
                codes={NOTICE_REASONS}
                labels={NOTICE_REASON_LABELS}
                placeholder={t`Choose a reason`}
                value={reason}
                onValueChange={setReason}
              />
            )}
          </Field>
          <TextField
            label={t`Where is it?`}
            hint={t`The address of the member's page or their ID, or the address of the page or photo.`}
            name="where"
            inputMode="url"
            autoComplete="off"
            value={where}
            onValueChange={setWhere}
            error={form.fieldError('url') ?? form.fieldError('member')}
          />
          {same && (detail.photo !== undefined || detail.message !== undefined) && (
            <p className="field-hint" data-testid="complaint-detail">
              {detail.photo !== undefined ? (
                <Trans>About one of this member's photos.</Trans>
              ) : (
                <Trans>About a message from this member.</Trans>
              )}
            </p>
          )}
          <Field
            label={t`Why should we act on it?`}
            hint={t`Please explain as precisely as you can.`}
            error={form.fieldError('body')}
          >
            {(control) => (
              <textarea
                {...control}
                name="explanation"
                rows={6}
                maxLength={CASE_BODY_MAX}
                value={body}
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </Field>
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
            hint={t`We send the confirmation and the outcome here.`}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            error={form.fieldError('email')}
          />
          <label className="case-check">
            <input
              type="checkbox"
              name="good_faith"
              checked={goodFaith}
              required
              aria-invalid={goodFaithError ? true : undefined}
              aria-describedby={goodFaithError ? 'good-faith-error' : undefined}
              onChange={(event) => setGoodFaith(event.target.checked)}
            />
            <span>
              <Trans>
                I believe in good faith that the information and claims in this notice are accurate
                and complete.
              </Trans>
            </span>
          </label>
          {goodFaithError && (
            <p id="good-faith-error" className="field-error" role="alert">
              {goodFaithError}
            </p>
          )}
          <FormError>{form.error}</FormError>
          <button type="submit" className="button button-primary" disabled={form.busy}>
            <Trans>Send notice</Trans>
          </button>
        </form>
      )}
    </article>
  )
}
