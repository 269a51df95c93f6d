// A determinate progress bar (signup progress, photo upload, activation mail). `value` is a
// fraction from 0 to 1; values outside are clamped.
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number
  label: string
  className?: string
}) {
  const percent = Math.round(Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), 1) * 100)
  return (
    <div
      className={`progress ${className ?? ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="progress-bar" style={{ width: `${percent}%` }} />
    </div>
  )
}
