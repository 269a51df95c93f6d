// /complaints (issue 13, public): a notice of illegal or unacceptable content in the spirit of
// the EU Digital Services Act (art. 16): what it is (a reason), where (a member, one of their
// photos or messages, or any address), why, who sends it, and the sender's statement of good
// faith. It is answered with a reference number, repeated in the acknowledgement mail.
// ?member=&photo=&message= prefill where (a link from a member page or a chat).
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CaseSent } from './CaseSent'
import { ComplaintForm } from './ComplaintForm'
import { useCaseForm } from './use-case-form'
import './cases.css'

export function ComplaintPage() {
  const form = useCaseForm()

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
        <ComplaintForm form={form} />
      )}
    </article>
  )
}
