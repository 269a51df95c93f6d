// What an operator does with a case: close it as resolved or dismissed (with a note), open it
// again; ban the member it is about (the ban closes the case as resolved in the same step) or
// hide the photo it is about. An objection is upheld (closed as resolved) or rejected (dismissed)
// instead, and never bans: upholding it does not reverse the decision by itself, the operator
// lifts the ban or shows the photo again on the member's page, or reopens the case objected to
// (offered here). Each asks for its reason first (ReasonDialog); `onChanged` reloads whatever
// shows the case.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { AdminCase } from '../../contract/admin'
import { setCaseStatus, setPhotoHidden } from './api'
import { BanDialog } from './BanDialog'
import { ReasonDialog } from './ReasonDialog'

type Step = 'resolved' | 'dismissed' | 'reopen' | 'reopen-objected' | 'ban' | 'hide' | null
type Close = 'resolved' | 'dismissed'

function StepButton({
  danger = false,
  onClick,
  children,
}: {
  danger?: boolean
  onClick: () => void
  children: ReactNode
}) {
  const className = danger ? 'button button-small button-danger' : 'button button-small'
  return (
    <button type="button" className={className} onClick={onClick}>
      {children}
    </button>
  )
}

/** What upholding or rejecting an objection leaves to the operator, said in its dialog. */
function ObjectionNote({ subject, upheld }: { subject: string; upheld: boolean }) {
  let reverse: ReactNode
  if (!upheld) reverse = <Trans>The decision stands.</Trans>
  else if (subject === 'ban')
    reverse = <Trans>Upholding does not lift the ban: lift it yourself on the member's page.</Trans>
  else if (subject === 'photo')
    reverse = (
      <Trans>
        Upholding does not show the photo again: show it again yourself on the member's page.
      </Trans>
    )
  else
    reverse = (
      <Trans>
        Upholding does not change the decision: reopen the case objected to yourself and decide it
        again.
      </Trans>
    )
  return (
    <>
      <p>{reverse}</p>
      <p>
        <Trans>
          Closing it emails nobody: answer the sender's email with what you decided and why.
        </Trans>
      </p>
    </>
  )
}

/** Closing a case as resolved or dismissed; an objection is upheld or rejected instead. */
function CloseDialog({
  item,
  status,
  onChanged,
  onClose,
}: {
  item: AdminCase
  status: Close | null
  onChanged: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const { reference } = item
  const objection = item.kind === 'objection'
  const words: Record<Close, { title: string; label: string }> = objection
    ? {
        resolved: { title: t`Uphold objection ${reference}`, label: t`Uphold` },
        dismissed: { title: t`Reject objection ${reference}`, label: t`Reject` },
      }
    : {
        resolved: { title: t`Resolve case ${reference}`, label: t`Resolve` },
        dismissed: { title: t`Dismiss case ${reference}`, label: t`Dismiss` },
      }
  const chosen = status ?? 'resolved'
  return (
    <ReasonDialog
      open={status !== null}
      title={words[chosen].title}
      confirmLabel={words[chosen].label}
      optional
      onConfirm={async (note) => {
        await setCaseStatus(item.id, chosen, note)
        onChanged()
      }}
      onClose={onClose}
    >
      {objection && <ObjectionNote subject={item.reason} upheld={chosen === 'resolved'} />}
    </ReasonDialog>
  )
}

/** Opening a closed case again: this one, or the one an objection is against. */
function ReopenDialog({
  target: { id, reference },
  open,
  onChanged,
  onClose,
}: {
  target: { id: number; reference: string }
  open: boolean
  onChanged: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <ReasonDialog
      open={open}
      title={t`Reopen case ${reference}`}
      confirmLabel={t`Reopen`}
      optional
      onConfirm={async (note) => {
        await setCaseStatus(id, 'open', note)
        onChanged()
      }}
      onClose={onClose}
    />
  )
}

export function CaseActions({ item, onChanged }: { item: AdminCase; onChanged: () => void }) {
  const { t } = useLingui()
  const [step, setStep] = useState<Step>(null)
  const close = () => setStep(null)
  const open = item.status === 'open'
  const objection = item.kind === 'objection'
  const photo = item.target_photo
  // An objection's member is its sender: banning them is no answer to it.
  const target = objection ? null : item.target
  // The case objected to, when closed: reopening it is how its decision is reversed.
  const objected = item.objected_case?.status === 'open' ? null : item.objected_case
  const objectedReference = objected?.reference

  return (
    <div className="admin-actions">
      {open ? (
        <>
          <StepButton onClick={() => setStep('resolved')}>
            {objection ? <Trans>Uphold</Trans> : <Trans>Resolve</Trans>}
          </StepButton>
          <StepButton onClick={() => setStep('dismissed')}>
            {objection ? <Trans>Reject</Trans> : <Trans>Dismiss</Trans>}
          </StepButton>
        </>
      ) : (
        <StepButton onClick={() => setStep('reopen')}>
          <Trans>Reopen</Trans>
        </StepButton>
      )}
      {objected && (
        <StepButton onClick={() => setStep('reopen-objected')}>
          <Trans>Reopen {objectedReference}</Trans>
        </StepButton>
      )}
      {target && !target.banned && (
        <StepButton danger onClick={() => setStep('ban')}>
          <Trans>Ban</Trans>
        </StepButton>
      )}
      {photo && !photo.hidden && (
        <StepButton onClick={() => setStep('hide')}>
          <Trans>Hide photo</Trans>
        </StepButton>
      )}

      <CloseDialog
        item={item}
        status={step === 'resolved' || step === 'dismissed' ? step : null}
        onChanged={onChanged}
        onClose={close}
      />
      <ReopenDialog target={item} open={step === 'reopen'} onChanged={onChanged} onClose={close} />
      {objected && (
        <ReopenDialog
          target={objected}
          open={step === 'reopen-objected'}
          onChanged={onChanged}
          onClose={close}
        />
      )}
      {target && (
        <BanDialog
          open={step === 'ban'}
          member={target}
          caseId={item.id}
          suggested={item.kind === 'report' ? item.reason : undefined}
          onBanned={onChanged}
          onClose={close}
        >
          <Trans>
            They are logged out everywhere and can no longer log in. This case is closed as
            resolved.
          </Trans>
        </BanDialog>
      )}
      {photo && (
        <ReasonDialog
          open={step === 'hide'}
          title={t`Hide this photo`}
          confirmLabel={t`Hide photo`}
          danger
          onConfirm={async (reason) => {
            await setPhotoHidden(photo.id, true, reason, item.id)
            onChanged()
          }}
          onClose={close}
        >
          <p>
            <Trans>Nobody but its owner will see this photo any more.</Trans>
          </p>
        </ReasonDialog>
      )}
    </div>
  )
}
