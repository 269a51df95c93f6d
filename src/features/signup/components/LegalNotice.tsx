// The agreement line of step 0 with the terms and privacy links (spec §2). Each opens a modal
// with a short summary in the current language and a link to the full page.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { PrivacySummary, TermsSummary } from './legal-summaries'

type Open = 'terms' | 'privacy' | null

export function LegalNotice({ siteName }: { siteName: string }) {
  const [open, setOpen] = useState<Open>(null)
  const { t } = useLingui()
  const close = () => setOpen(null)

  return (
    <>
      <p className="signup-legal">
        <Trans>
          By signing up you agree to the{' '}
          <button type="button" className="link-button" onClick={() => setOpen('terms')}>
            terms and conditions
          </button>{' '}
          and the{' '}
          <button type="button" className="link-button" onClick={() => setOpen('privacy')}>
            privacy policy
          </button>
          .
        </Trans>
      </p>
      <Modal
        open={open === 'terms'}
        onClose={close}
        title={t`Terms and conditions`}
        footer={
          <>
            <Link to="/pages/$name" params={{ name: 'terms' }} target="_blank" rel="noopener">
              <Trans>Read the full terms and conditions</Trans>
            </Link>
            <button type="button" className="button button-primary" onClick={close}>
              <Trans>OK</Trans>
            </button>
          </>
        }
      >
        <TermsSummary siteName={siteName} />
      </Modal>
      <Modal
        open={open === 'privacy'}
        onClose={close}
        title={t`Privacy policy`}
        footer={
          <>
            <Link to="/pages/$name" params={{ name: 'privacy' }} target="_blank" rel="noopener">
              <Trans>Read the full privacy policy</Trans>
            </Link>
            <button type="button" className="button button-primary" onClick={close}>
              <Trans>OK</Trans>
            </button>
          </>
        }
      >
        <PrivacySummary siteName={siteName} />
      </Modal>
    </>
  )
}
