// An icon drawn as rounded lines in the text's colour on a 24×24 box (the tab bar's, the
// header's bell, the emoji button's): the paths are the caller's, the look is one.
import type { ReactNode } from 'react'

export function LineIcon({
  size = 24,
  className,
  children,
}: {
  /** The drawn width and height in CSS pixels. */
  size?: number
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
