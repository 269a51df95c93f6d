// The footer: legal and help pages, the language switcher, and (classic sites) the copyright.
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { LanguageSwitcher } from '../../features/locale'
import { featuresAtom, settingsAtom } from '../../session'

const PAGE_LINKS = [
  { page: 'faq', label: msg`FAQ` },
  { page: 'service', label: msg`Customer service` },
  { page: 'terms', label: msg`Terms` },
  { page: 'privacy', label: msg`Privacy` },
  { page: 'cookies', label: msg`Cookies` },
  { page: 'return-policy', label: msg`Return policy` },
] as const

export function Footer({ minimal = false }: { minimal?: boolean }) {
  const features = useAtomValue(featuresAtom)
  const name = useAtomValue(settingsAtom)?.name ?? ''
  const { t, i18n } = useLingui()
  return (
    <footer className="footer">
      {!minimal && (
        <nav aria-label={t`Footer`} className="footer-links">
          {PAGE_LINKS.map(({ page, label }) => (
            <Link key={page} to="/pages/$name" params={{ name: page }}>
              {i18n._(label)}
            </Link>
          ))}
          <Link to="/complaints">{t`Complaints`}</Link>
          <Link to="/pages/transparency">{t`Transparency report`}</Link>
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
