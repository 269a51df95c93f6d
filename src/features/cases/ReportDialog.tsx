// Report a member, one of their photos or a message they sent (issue 13): reasons, optional
// details, then the reference number — and the offer to block them too, which runs the
// blocking of the page that opened the dialog (members: back to the list; chats: the chats).
// It fills the ui/member ReportSlot slot, so it loads on the first report, not with the page.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { CASE_BODY_MAX, REPORT_REASONS, reportBodySchema } from '../../contract/cases'
import { errorMessage } from '../../ui/error-message'
import { Field } from '../../ui/Field'
import { FormError } from '../../ui/FormError'
import { Modal } from '../../ui/Modal'
import type { ReportDialogProps } from '../../ui/member'
import { sendReport } from './api'
import { checkBody } from './check-body'
import { CASES_ERRORS } from './errors'
import { REPORT_REASON_LABELS } from './labels'
import { useCaseForm } from './use-case-form'
import './cases.css'

export function ReportDialog({ target, onClose, onBlock }: ReportDialogProps) {
  const { t, i18n } = useLingui()
  const { name } = target
  const [reason, setReason] = useState('')
  const [body, setBody] = useState('')
  const [blocking, setBlocking] = useState(false)
  const [blockError, setBlockError] = useState<string | null>(null)
  const form = useCaseForm()

  const title = target.message
    ? t`Report a message from ${name}`
    : target.photo
      ? t`Report a photo of ${name}`
      : t`Report ${name}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void form.send((key) =>
      sendReport(
        checkBody(reportBodySchema, {
          key,
          reason: reason || undefined,
          profile: target.profile,
          photo: target.photo,
          message: target.message,
          body: body.trim() || undefined,
        }),
      ),
    )
  }

  const block = async () => {
    if (!onBlock) return
    setBlocking(true)
    setBlockError(null)
    try {
      await onBlock()
      onClose()
    } catch (failure) {
      setBlockError(errorMessage(i18n, failure, CASES_ERRORS))
    } finally {
      setBlocking(false)
    }
  }

  if (form.done) {
    const reference = form.done.reference
    return (
      <Modal
        open
        variant="sheet"
        title={t`Thank you`}
        onClose={onClose}
        footer={
          <div className="button-row">
            {onBlock && (
              <button
                type="button"
                className="button button-danger"
                disabled={blocking}
                onClick={() => void block()}
                data-testid="report-block"
              >
                <Trans>Block {name}</Trans>
              </button>
            )}
            <button type="button" className="button" onClick={onClose}>
              {onBlock ? <Trans>No, thanks</Trans> : <Trans>Close</Trans>}
            </button>
          </div>
        }
      >
        <div role="status" data-testid="report-sent">
          <p>
            <Trans>
              Thanks — we will look into it. Your reference number is{' '}
              <strong data-testid="case-reference">{reference}</strong>.
            </Trans>
          </p>
          {onBlock && (
            <p>
              <Trans>
                Also block {name}? You will no longer see each other in search results and likes.
              </Trans>
            </p>
          )}
        </div>
        <FormError>{blockError}</FormError>
      </Modal>
    )
  }

  return (
    <Modal
      open
      variant="sheet"
      title={title}
      onClose={onClose}
      footer={
        <div className="button-row">
          <button type="button" className="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            form="report-form"
            className="button button-primary"
            disabled={form.busy}
          >
            <Trans>Send report</Trans>
          </button>
        </div>
      }
    >
      <form id="report-form" onSubmit={submit} noValidate data-testid="report-form">
        <Field label={t`Why are you reporting this?`} group error={form.fieldError('reason')}>
          {() => (
            <div className="case-reasons">
              {REPORT_REASONS.map((value) => (
                <label key={value} className="case-check">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  <span>{i18n._(REPORT_REASON_LABELS[value])}</span>
                </label>
              ))}
            </div>
          )}
        </Field>
        <Field label={t`Details (optional)`} error={form.fieldError('body')}>
          {(control) => (
            <textarea
              {...control}
              name="details"
              rows={3}
              maxLength={CASE_BODY_MAX}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <FormError>{form.error}</FormError>
      </form>
    </Modal>
  )
}
