import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { ErrorView } from './ErrorView'

export function NotFoundPage() {
  const { pathname } = useLocation()
  const { t } = useLingui()
  return <ErrorView status={404} message={t`Page Not Found: ${pathname}`} />
}
