// The footer: legal and help pages, the language switcher, and (classic sites) the copyright.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { LanguageSwitcher } from '../../features/locale'
import { featuresAtom, settingsAtom } from '../../session'

export function Footer({ minimal = false }: { minimal?: boolean }) {
  const features = useAtomValue(featuresAtom)
  const name = useAtomValue(settingsAtom)?.name ?? ''
  const { t } = useLingui()
  return (
    <footer className="footer">
      {!minimal && (
        <nav aria-label={t`Footer`} className="footer-links">
          <Link to="/pages/faq">
            <Trans>FAQ</Trans>
          </Link>
          <Link to="/pages/service">
            <Trans>Customer service</Trans>
          </Link>
          <Link to="/pages/terms">
            <Trans>Terms</Trans>
          </Link>
          <Link to="/pages/privacy">
            <Trans>Privacy</Trans>
          </Link>
          <Link to="/pages/cookies">
            <Trans>Cookies</Trans>
          </Link>
          <Link to="/pages/return-policy">
            <Trans>Return policy</Trans>
          </Link>
          <Link to="/complaints">
            <Trans>Complaints</Trans>
          </Link>
        </nav>
      )}
      <LanguageSwitcher />
      {features?.footer.showCopyright && (
        <p className="copyright">
          © {new Date().getFullYear()} {name}
        </p>
      )}
    </footer>
  )
}
