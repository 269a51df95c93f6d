// The ban page's statement of reasons (DSA art. 17) for this browser's own account: when it was
// blocked and on which ground, in the member's language, above the page's general text on
// what a block means and how to object. Only a browser that shows the banned session (or a
// login the ban refused) gets an answer (GET /api/ban.php); any other sees the general text.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSync } from '../../api/use-sync'
import type { BanGround } from '../../contract/admin'
import { fetchBanStatus } from './api'

const GROUNDS: Record<BanGround, MessageDescriptor> = {
  fake: msg`Your profile gave false information about who you are.`,
  scam: msg`You asked other members for money or tried to deceive them.`,
  harassment: msg`You harassed, threatened or insulted other members.`,
  inappropriate: msg`You shared sexual or offensive content that is not allowed here.`,
  minor: msg`We have reason to believe that you are younger than 18.`,
  spam: msg`You sent advertising, or the same message to many members.`,
  terms: msg`You broke our terms and conditions.`,
}

export function BanNotice() {
  const { i18n } = useLingui()
  // null for a browser without a banned session (and nothing while it loads or fails): the
  // general text is all it gets.
  const { data: ban } = useSync('ban-status', { fetch: (signal) => fetchBanStatus(signal) })
  if (!ban) return null
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(
    new Date(ban.banned_at),
  )
  return (
    <section
      className="card notice ban-notice"
      aria-labelledby="ban-notice"
      data-testid="ban-notice"
    >
      <h2 id="ban-notice">
        <Trans>Why your account was blocked</Trans>
      </h2>
      <p>
        <Trans>We blocked your account on {date}.</Trans>{' '}
        <strong>{i18n._(GROUNDS[ban.ground])}</strong>
      </p>
      <p>
        <Trans>
          Think this is a mistake? Tell us within 6 months through the{' '}
          <Link to="/pages/$name" params={{ name: 'service' }}>
            customer service form
          </Link>
          ; a person looks at your case again.
        </Trans>
      </p>
    </section>
  )
}
