// What an operator does with a case: close it as resolved or dismissed (with a note), open it
// again; ban the member it is about (the ban closes the case as resolved in the same step) or
// hide the photo it is about. Each asks for its reason first (ReasonDialog); `onChanged`
// reloads whatever shows the case.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { AdminCase } from '../../contract/admin'
import { setCaseStatus, setPhotoHidden } from './api'
import { BanDialog } from './BanDialog'
import { ReasonDialog } from './ReasonDialog'

type Step = 'resolved' | 'dismissed' | 'reopen' | 'ban' | 'hide' | null

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

export function CaseActions({ item, onChanged }: { item: AdminCase; onChanged: () => void }) {
  const { t } = useLingui()
  const [step, setStep] = useState<Step>(null)
  const close = () => setStep(null)
  const open = item.status === 'open'
  const photo = item.target_photo
  const target = item.target
  const reference = item.reference

  return (
    <div className="admin-actions">
      {open ? (
        <>
          <StepButton onClick={() => setStep('resolved')}>
            <Trans>Resolve</Trans>
          </StepButton>
          <StepButton onClick={() => setStep('dismissed')}>
            <Trans>Dismiss</Trans>
          </StepButton>
        </>
      ) : (
        <StepButton onClick={() => setStep('reopen')}>
          <Trans>Reopen</Trans>
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

      <ReasonDialog
        open={step === 'resolved' || step === 'dismissed'}
        title={step === 'dismissed' ? t`Dismiss case ${reference}` : t`Resolve case ${reference}`}
        confirmLabel={step === 'dismissed' ? t`Dismiss` : t`Resolve`}
        optional
        onConfirm={async (note) => {
          await setCaseStatus(item.id, step === 'dismissed' ? 'dismissed' : 'resolved', note)
          onChanged()
        }}
        onClose={close}
      />
      <ReasonDialog
        open={step === 'reopen'}
        title={t`Reopen case ${reference}`}
        confirmLabel={t`Reopen`}
        optional
        onConfirm={async (note) => {
          await setCaseStatus(item.id, 'open', note)
          onChanged()
        }}
        onClose={close}
      />
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
