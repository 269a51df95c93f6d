// The date picker of spec §5: three selects (day 01–31, month 01–12, years between now −
// maxAge and now − minAge, newest first) in the browser locale's order, or on iOS the native
// date input with the same bounds. The value is YYYY-MM-DD; a partly chosen date has zeros
// for the missing parts. It emits onBlur when all three parts are chosen, and when focus
// leaves the whole group.
import { useLingui } from '@lingui/react/macro'
import { useState, type FocusEvent } from 'react'
import {
  DAYS,
  DEFAULT_MAX_AGE,
  DEFAULT_MIN_AGE,
  isComplete,
  isIos,
  joinDate,
  MONTHS,
  nativeBounds,
  partOrder,
  splitDate,
  yearOptions,
  type DatePart,
} from './date-parts'

export interface DatePickerProps {
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  minAge?: number
  maxAge?: number
  descending?: boolean
  /** Field order; the browser locale's when absent. */
  order?: readonly DatePart[]
  /** Force the native input (true) or the selects (false); iOS decides when absent. */
  native?: boolean
  id?: string
  'aria-invalid'?: true | undefined
  'aria-describedby'?: string | undefined
}

function detectNative(): boolean {
  return isIos(navigator.userAgent, navigator.platform, navigator.maxTouchPoints)
}

export function DatePicker(props: DatePickerProps) {
  const {
    value,
    onChange,
    onBlur,
    minAge = DEFAULT_MIN_AGE,
    maxAge = DEFAULT_MAX_AGE,
    descending = true,
  } = props
  const { t } = useLingui()
  const [now] = useState(() => new Date())
  const [native] = useState(() => props.native ?? detectNative())
  const [order] = useState(() => props.order ?? partOrder(navigator.language))
  const parts = splitDate(value)

  if (native) {
    const bounds = nativeBounds(now, minAge, maxAge)
    return (
      <input
        type="date"
        className="date-picker-native"
        id={props.id}
        min={bounds.min}
        max={bounds.max}
        value={isComplete(parts) ? value : ''}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        onChange={(event) => {
          onChange(event.target.value)
          if (event.target.value) onBlur?.()
        }}
        onBlur={onBlur}
      />
    )
  }

  const choices: Record<DatePart, { label: string; options: readonly string[] }> = {
    day: { label: t`Day`, options: DAYS },
    month: { label: t`Month`, options: MONTHS },
    year: { label: t`Year`, options: yearOptions(now.getFullYear(), minAge, maxAge, descending) },
  }

  const choose = (part: DatePart, chosen: string) => {
    const next = { ...parts, [part]: chosen }
    onChange(joinDate(next))
    if (isComplete(next)) onBlur?.()
  }

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.()
  }

  return (
    <div className="date-picker" onBlur={leave}>
      {order.map((part, index) => (
        <select
          key={part}
          id={index === 0 ? props.id : undefined}
          className={`date-picker-${part}`}
          aria-label={choices[part].label}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          value={parts[part]}
          onChange={(event) => choose(part, event.target.value)}
        >
          <option value="">{choices[part].label}</option>
          {choices[part].options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ))}
    </div>
  )
}
