// The confirm step of every operator action: what is about to happen, a reason (required for
// bans, refunds and photos, where it goes into the audit log; a note, optional, when a case is
// closed) and the button that does it. The dialog stays open with the translated error when
// the call fails, and closes when it succeeds.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Field } from '../../ui/Field'
import { FormError } from '../../ui/FormError'
import { Modal } from '../../ui/Modal'
import { useAction } from '../../ui/use-action'
import { ADMIN_ERRORS } from './errors'

/** The contract's shortest reason (src/contract/admin.ts). */
export const REASON_MIN = 3
const REASON_MAX = 1000

interface ReasonDialogProps {
  open: boolean
  title: ReactNode
  /** What the action does, said plainly above the reason. */
  children?: ReactNode
  confirmLabel: ReactNode
  /** A note that may stay empty (closing a case) instead of a required reason. */
  optional?: boolean
  danger?: boolean
  onConfirm: (reason: string) => Promise<void>
  onClose: () => void
}

export function ReasonDialog({
  open,
  title,
  children,
  confirmLabel,
  optional = false,
  danger = false,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [tooShort, setTooShort] = useState(false)
  const { busy, error, run } = useAction(ADMIN_ERRORS)

  const close = () => {
    setReason('')
    setTooShort(false)
    onClose()
  }
  const submit = async () => {
    if (!optional && reason.trim().length < REASON_MIN) {
      setTooShort(true)
      return
    }
    if (await run(() => onConfirm(reason.trim()))) close()
  }

  return (
    <Modal open={open} title={title} onClose={close}>
      <form
        className="admin-reason-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {children}
        <Field
          label={optional ? t`Note (optional)` : t`Reason`}
          hint={optional ? undefined : t`Written to the audit log.`}
          error={tooShort ? t`Please give a reason of at least 3 characters.` : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={REASON_MAX}
              required={!optional}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value)
                setTooShort(false)
              }}
            />
          )}
        </Field>
        <FormError>{error}</FormError>
        <div className="admin-dialog-actions">
          <button type="button" className="button" onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            className={danger ? 'button button-danger' : 'button button-primary'}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  )
}
