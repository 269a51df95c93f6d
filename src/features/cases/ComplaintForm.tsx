// The notice form of /complaints: reason, where (prefilled from ?member=&photo=&message=),
// why, who sends it and the statement of good faith. The page owns the case form's state, so
// it can show the reference number in the form's place once the notice is made.
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState, type FormEvent } from 'react'
import { NOTICE_REASONS, complaintBodySchema } from '../../contract/cases'
import { userAtom } from '../../session'
import { FormError } from '../../ui/FormError'
import { TextField } from '../../ui/TextField'
import { sendComplaint } from './api'
import { CaseCodeField, CaseText, SenderFields } from './CaseFields'
import { checkBody } from './check-body'
import { NOTICE_REASON_LABELS } from '../../ui/moderation-labels'
import type { useCaseForm } from './use-case-form'
import { parseWhere } from './where'

/** A positive whole number from the query, else undefined. */
function idParam(value: unknown): number | undefined {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export function ComplaintForm({ form }: { form: ReturnType<typeof useCaseForm> }) {
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
    <form onSubmit={submit} noValidate className="card case-form" data-testid="complaint-form">
      <CaseCodeField
        label={t`What is wrong with it?`}
        error={form.fieldError('reason')}
        name="reason"
        codes={NOTICE_REASONS}
        labels={NOTICE_REASON_LABELS}
        placeholder={t`Choose a reason`}
        value={reason}
        onValueChange={setReason}
      />
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
      <CaseText
        label={t`Why should we act on it?`}
        hint={t`Please explain as precisely as you can.`}
        error={form.fieldError('body')}
        name="explanation"
        rows={6}
        value={body}
        onValueChange={setBody}
      />
      <SenderFields
        name={name}
        email={email}
        onName={setName}
        onEmail={setEmail}
        emailHint={t`We send the confirmation and the outcome here.`}
        fieldError={form.fieldError}
      />
      <GoodFaith
        checked={goodFaith}
        onChange={setGoodFaith}
        error={form.fieldError('good_faith')}
      />
      <FormError>{form.error}</FormError>
      <button type="submit" className="button button-primary" disabled={form.busy}>
        <Trans>Send notice</Trans>
      </button>
    </form>
  )
}

/** The sender's statement of good faith (DSA art. 16(2)(d)), required to send. */
function GoodFaith({
  checked,
  onChange,
  error,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  error: string | undefined
}) {
  return (
    <>
      <label className="case-check">
        <input
          type="checkbox"
          name="good_faith"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'good-faith-error' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <Trans>
            I believe in good faith that the information and claims in this notice are accurate and
            complete.
          </Trans>
        </span>
      </label>
      {error && (
        <p id="good-faith-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
