// What a sent form shows: the case's reference number and where the confirmation went.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CaseResponse } from '../../contract/cases'

export function CaseSent({ answer, children }: { answer: CaseResponse; children?: ReactNode }) {
  const { reference } = answer
  const address = answer.acknowledged_to
  return (
    <div className="card notice notice-success case-sent" role="status" data-testid="case-sent">
      <p>
        <Trans>
          Thank you. Your reference number is{' '}
          <strong data-testid="case-reference">{reference}</strong>.
        </Trans>
      </p>
      {address && (
        <p>
          <Trans>
            We sent a confirmation to <strong className="case-address">{address}</strong>.
          </Trans>
        </p>
      )}
      {children}
    </div>
  )
}
