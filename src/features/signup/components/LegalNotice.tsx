// The agreement line of step 0 with the terms and privacy links (spec §2). Each opens a modal
// with a short summary in the current language and a link to the full page.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
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
      <LegalModal
        page="terms"
        open={open}
        onClose={close}
        title={t`Terms and conditions`}
        more={<Trans>Read the full terms and conditions</Trans>}
      >
        <TermsSummary siteName={siteName} />
      </LegalModal>
      <LegalModal
        page="privacy"
        open={open}
        onClose={close}
        title={t`Privacy policy`}
        more={<Trans>Read the full privacy policy</Trans>}
      >
        <PrivacySummary siteName={siteName} />
      </LegalModal>
    </>
  )
}

/** One document's summary, with the link to its full page and OK. */
function LegalModal({
  page,
  open,
  onClose,
  title,
  more,
  children,
}: {
  page: 'terms' | 'privacy'
  open: Open
  onClose: () => void
  title: string
  more: ReactNode
  children: ReactNode
}) {
  return (
    <Modal
      open={open === page}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Link to="/pages/$name" params={{ name: page }} target="_blank" rel="noopener">
            {more}
          </Link>
          <button type="button" className="button button-primary" onClick={onClose}>
            <Trans>OK</Trans>
          </button>
        </>
      }
    >
      {children}
    </Modal>
  )
}
