// What the report dialog shows once the report is made: the reference number and, where the
// page can block, the offer to block the member too. The dialog keeps its one Modal across
// the switch, so focus stays in it; these fill its body and footer.
import { Trans } from '@lingui/react/macro'
import { FormError } from '../../ui/FormError'

export function ReportSent({
  name,
  reference,
  canBlock,
  blockError,
}: {
  name: string
  reference: string
  canBlock: boolean
  blockError: string | null
}) {
  return (
    <>
      <div role="status" data-testid="report-sent">
        <p>
          <Trans>
            Thanks — we will look into it. Your reference number is{' '}
            <strong data-testid="case-reference">{reference}</strong>.
          </Trans>
        </p>
        {canBlock && (
          <p>
            <Trans>
              Also block {name}? You will no longer see each other in search results and likes.
            </Trans>
          </p>
        )}
      </div>
      <FormError>{blockError}</FormError>
    </>
  )
}

export function ReportSentActions({
  name,
  blocking,
  onBlock,
  onClose,
}: {
  name: string
  blocking: boolean
  /** Undefined where the page cannot block. */
  onBlock: (() => void) | undefined
  onClose: () => void
}) {
  return (
    <div className="button-row">
      {onBlock && (
        <button
          type="button"
          className="button button-danger"
          disabled={blocking}
          onClick={onBlock}
          data-testid="report-block"
        >
          <Trans>Block {name}</Trans>
        </button>
      )}
      <button type="button" className="button" onClick={onClose}>
        {onBlock ? <Trans>No, thanks</Trans> : <Trans>Close</Trans>}
      </button>
    </div>
  )
}
