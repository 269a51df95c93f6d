// The toast area, top-end by default (spec §1). Polite live region so screen readers
// announce new toasts without interrupting; a toast never takes the focus.
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { TOAST_POSITIONS } from '../contract/features'
import { dismissToast, toastsAtom } from './toast-state'

type ToastPosition = (typeof TOAST_POSITIONS)[number]

export function Toaster({ position = 'top-end' }: { position?: ToastPosition }) {
  const toasts = useAtomValue(toastsAtom)
  const { t } = useLingui()
  return (
    <div className={`toaster toaster-${position}`} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} data-testid="toast">
          <div className="toast-text">
            {toast.title && <strong>{toast.title}</strong>}
            <span>{toast.body}</span>
          </div>
          {toast.link && (
            <Link
              to={toast.link.to}
              className="button button-primary button-small toast-link"
              onClick={() => dismissToast(toast.id)}
            >
              {toast.link.label}
            </Link>
          )}
          {toast.action && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                dismissToast(toast.id)
                toast.action?.run()
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className="toast-close"
            aria-label={t`Close`}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
