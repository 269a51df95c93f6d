// The footer: legal and help pages, the language switcher, and (classic sites) the copyright.
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { LanguageSwitcher } from '../../features/locale'
import { featuresAtom, settingsAtom } from '../../session'

const FOOTER_LINKS = [
  { to: '/pages/faq', label: msg`FAQ` },
  { to: '/pages/service', label: msg`Customer service` },
  { to: '/pages/terms', label: msg`Terms` },
  { to: '/pages/privacy', label: msg`Privacy` },
  { to: '/pages/cookies', label: msg`Cookies` },
  { to: '/pages/return-policy', label: msg`Return policy` },
  { to: '/complaints', label: msg`Complaints` },
] as const

export function Footer({ minimal = false }: { minimal?: boolean }) {
  const features = useAtomValue(featuresAtom)
  const name = useAtomValue(settingsAtom)?.name ?? ''
  const { t, i18n } = useLingui()
  return (
    <footer className="footer">
      {!minimal && (
        <nav aria-label={t`Footer`} className="footer-links">
          {FOOTER_LINKS.map(({ to, label }) => (
            <Link key={to} to={to}>
              {i18n._(label)}
            </Link>
          ))}
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
