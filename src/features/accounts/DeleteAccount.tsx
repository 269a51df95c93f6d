// Deleting the account: first the site's offer to stay (delete_discount), then the
// password, then everything personal is removed and the member lands on /account-deleted.
import { Trans } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { ChoiceButtons } from '../../ui/ChoiceButtons'
import { CurrentPasswordField } from '../../ui/AccountFields'
import { FormError } from '../../ui/FormError'
import { useAction } from '../../ui/use-action'
import { acceptDeleteOffer, deleteAccount, fetchDeleteOffer, type DeleteOffer } from './api'
import { ACCOUNT_ERRORS } from './errors'

type Step =
  | { kind: 'start' }
  | { kind: 'offer'; offer: DeleteOffer }
  | { kind: 'confirm' }
  | { kind: 'stayed'; offer: DeleteOffer }

export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [step, setStep] = useState<Step>({ kind: 'start' })
  const [password, setPassword] = useState('')
  const { busy, error, run } = useAction(ACCOUNT_ERRORS)

  const begin = () =>
    run(async () => {
      const offer = await fetchDeleteOffer()
      setStep(
        offer.discount > 0 && !offer.accepted ? { kind: 'offer', offer } : { kind: 'confirm' },
      )
    })

  const stay = () =>
    run(async () => {
      const offer = await acceptDeleteOffer()
      setStep({ kind: 'stayed', offer })
    })

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      await deleteAccount(password)
      await onDeleted()
    })
  }

  return (
    <section className="card danger-zone" data-testid="delete-account">
      <h2>
        <Trans>Delete your account</Trans>
      </h2>
      {step.kind === 'start' && (
        <button type="button" className="button" disabled={busy} onClick={() => void begin()}>
          <Trans>Delete my account</Trans>
        </button>
      )}
      {step.kind === 'offer' && (
        <div>
          <p>
            <Trans>
              Before you go: stay and get {step.offer.discount}% off your next purchase.
            </Trans>
          </p>
          <ChoiceButtons
            className="button-row"
            busy={busy}
            primary={{
              label: <Trans>Stay and take the discount</Trans>,
              onClick: () => void stay(),
            }}
            secondary={{
              label: <Trans>No thanks, delete my account</Trans>,
              onClick: () => setStep({ kind: 'confirm' }),
            }}
          />
        </div>
      )}
      {step.kind === 'stayed' && (
        <div role="status">
          <p>
            <Trans>
              Great that you are staying! Your {step.offer.discount}% discount is waiting for your
              next purchase.
            </Trans>
          </p>
          {step.offer.code !== null && (
            <p>
              <Trans>
                Your code: <strong data-testid="retention-code">{step.offer.code}</strong>
              </Trans>{' '}
              <a href={`/credits?code=${encodeURIComponent(step.offer.code)}`}>
                <Trans>Use it now</Trans>
              </a>
            </p>
          )}
        </div>
      )}
      {step.kind === 'confirm' && (
        <form onSubmit={confirm} noValidate>
          <p>
            <Trans>
              This removes your profile, photos and messages for good. Enter your password to
              confirm.
            </Trans>
          </p>
          <CurrentPasswordField
            name="delete-password"
            value={password}
            onValueChange={setPassword}
          />
          <button type="submit" className="button button-danger" disabled={busy || !password}>
            <Trans>Delete my account for good</Trans>
          </button>
        </form>
      )}
      <FormError>{error}</FormError>
    </section>
  )
}
