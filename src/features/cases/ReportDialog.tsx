// Report a member, one of their photos or a message they sent (issue 13): reasons, optional
// details, then the reference number — and the offer to block them too, which runs the
// blocking of the page that opened the dialog (members: back to the list; chats: the chats).
// It fills the ui/member ReportSlot slot, so it loads on the first report, not with the page.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { REPORT_REASONS, reportBodySchema } from '../../contract/cases'
import { Field } from '../../ui/Field'
import { FormError } from '../../ui/FormError'
import { Modal } from '../../ui/Modal'
import { RadioChoices } from '../../ui/RadioChoices'
import type { ReportDialogProps } from '../../ui/member'
import { sendReport } from './api'
import { CaseText } from './CaseFields'
import { checkBody } from './check-body'
import { REPORT_REASON_LABELS } from '../../ui/moderation-labels'
import { ReportSent, ReportSentActions } from './ReportSent'
import { useBlockOffer } from './use-block-offer'
import { useCaseForm } from './use-case-form'
import './cases.css'

export function ReportDialog({ target, onClose, onBlock }: ReportDialogProps) {
  const { t, i18n } = useLingui()
  const { name } = target
  const [reason, setReason] = useState('')
  const [body, setBody] = useState('')
  const { blocking, blockError, block } = useBlockOffer(onBlock, onClose)
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

  // One Modal for both states: the dialog stays open (and keeps focus) when the report is made.
  if (form.done) {
    return (
      <Modal
        open
        variant="sheet"
        title={t`Thank you`}
        onClose={onClose}
        footer={
          <ReportSentActions
            name={name}
            blocking={blocking}
            onBlock={onBlock && (() => void block())}
            onClose={onClose}
          />
        }
      >
        <ReportSent
          name={name}
          reference={form.done.reference}
          canBlock={onBlock !== undefined}
          blockError={blockError}
        />
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
              <RadioChoices
                name="reason"
                className="case-check"
                value={reason}
                onChange={setReason}
                choices={REPORT_REASONS.map((value) => ({
                  value,
                  label: i18n._(REPORT_REASON_LABELS[value]),
                }))}
              />
            </div>
          )}
        </Field>
        <CaseText
          label={t`Details (optional)`}
          error={form.fieldError('body')}
          name="details"
          rows={3}
          value={body}
          onValueChange={setBody}
        />
        <FormError>{form.error}</FormError>
      </form>
    </Modal>
  )
}
