import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DatePicker, type DatePickerProps } from './DatePicker'

function Harness(
  props: Partial<DatePickerProps> & { onBlur: () => void; onValue?: (value: string) => void },
) {
  const [value, setValue] = useState('')
  return (
    <I18nProvider i18n={i18n}>
      <DatePicker
        native={false}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next)
          props.onValue?.(next)
        }}
      />
    </I18nProvider>
  )
}

const select = (label: string) => screen.getByRole('combobox', { name: label })

describe('DatePicker', () => {
  beforeAll(() => {
    i18n.load('en', {})
    i18n.activate('en')
  })
  afterEach(cleanup)

  it('emits blur only once all three parts are chosen', () => {
    const onBlur = vi.fn()
    const onValue = vi.fn()
    render(<Harness onBlur={onBlur} onValue={onValue} order={['day', 'month', 'year']} />)
    fireEvent.change(select('Day'), { target: { value: '02' } })
    fireEvent.change(select('Month'), { target: { value: '04' } })
    expect(onBlur).not.toHaveBeenCalled()
    expect(onValue).toHaveBeenLastCalledWith('0000-04-02')
    fireEvent.change(select('Year'), { target: { value: '1990' } })
    expect(onBlur).toHaveBeenCalledOnce()
    expect(onValue).toHaveBeenLastCalledWith('1990-04-02')
  })

  it('emits blur when focus leaves the group, not when it moves inside', () => {
    const onBlur = vi.fn()
    render(<Harness onBlur={onBlur} order={['day', 'month', 'year']} />)
    fireEvent.blur(select('Day'), { relatedTarget: select('Month') })
    expect(onBlur).not.toHaveBeenCalled()
    fireEvent.blur(select('Month'), { relatedTarget: document.body })
    expect(onBlur).toHaveBeenCalledOnce()
  })

  it('offers years from now − 18 down to now − 100, newest first', () => {
    render(<Harness onBlur={vi.fn()} />)
    const year = new Date().getFullYear()
    const options = [...select('Year').querySelectorAll('option')].map((option) => option.value)
    expect(options[0]).toBe('')
    expect(options[1]).toBe(String(year - 18))
    expect(options.at(-1)).toBe(String(year - 100))
    expect(options).toHaveLength(84)
    expect(select('Day').querySelectorAll('option')).toHaveLength(32)
    expect(select('Month').querySelectorAll('option')).toHaveLength(13)
  })

  it('lays the selects out in the given order', () => {
    render(<Harness onBlur={vi.fn()} order={['month', 'day', 'year']} />)
    const labels = screen
      .getAllByRole('combobox')
      .map((element) => element.getAttribute('aria-label'))
    expect(labels).toEqual(['Month', 'Day', 'Year'])
  })

  it('uses the native date input with bounds where asked (iOS)', () => {
    const onBlur = vi.fn()
    const { container } = render(<Harness onBlur={onBlur} native />)
    const input = container.querySelector('input[type="date"]') as HTMLInputElement
    const year = new Date().getFullYear()
    expect(input.min).toBe(`${year - 100}-01-01`)
    expect(input.max.startsWith(String(year - 18))).toBe(true)
    fireEvent.change(input, { target: { value: '1990-04-02' } })
    expect(onBlur).toHaveBeenCalled()
  })
})
