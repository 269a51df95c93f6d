// A modal dialog on the native <dialog> element: showModal() moves focus into it, makes the
// page behind it inert (focus cannot leave it) and Escape closes it; closing returns focus to
// where it was. Where showModal() is missing, the dialog is shown with the `open` attribute
// and sits on z-index var(--z-modal), 1055 by default (spec §9). The `sheet` variant rises
// from the bottom edge on phones, clear of the safe-area insets.
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, type ReactNode } from 'react'

interface ModalProps {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  /** 'sheet': a bottom sheet on phones (a centred dialog from 640 px up). */
  variant?: 'dialog' | 'sheet'
}

export function Modal({ open, title, onClose, children, footer, variant = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { t } = useLingui()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className={variant === 'sheet' ? 'modal modal-sheet' : 'modal'}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the dialog itself (not its content) is a click on the backdrop.
        if (event.target === ref.current) onClose()
      }}
    >
      {open && (
        <div className="modal-content">
          <div className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal-close" aria-label={t`Close`} onClick={onClose}>
              ×
            </button>
          </div>
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      )}
    </dialog>
  )
}
