// The emoji panel's picker: loaded on demand (emoji-picker.ts), put in the panel's slot once
// there and kept, its picks passed on, and its data and labels following the member's
// language. `load` may run again after a failure ("Try again").
import { useEffect, useEffectEvent, useState, type RefObject } from 'react'
import type { Locale } from '../../contract/locale-codes'
import { createPicker, pickerLanguage, type Picker } from './emoji-picker'

export function useEmojiPicker(
  locale: Locale,
  slotRef: RefObject<HTMLDivElement | null>,
  onPick: (emoji: string) => void,
) {
  const [picker, setPicker] = useState<Picker | null>(null)
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle')

  const load = async () => {
    setLoading('loading')
    try {
      const element = await createPicker(locale)
      // Klik has no dark theme: the picker must not turn dark with the system setting.
      element.classList.add('light')
      setPicker(element)
      setLoading('idle')
    } catch (error) {
      console.error('The emoji picker could not be loaded', error)
      setLoading('failed')
    }
  }

  const pick = useEffectEvent((unicode: string) => onPick(unicode))

  // Put the picker in its slot once loaded, and pass its picks on.
  useEffect(() => {
    const slot = slotRef.current
    if (!picker || !slot) return
    const onEmojiClick = (event: { detail: { unicode?: string } }) => {
      if (event.detail.unicode) pick(event.detail.unicode)
    }
    picker.addEventListener('emoji-click', onEmojiClick)
    slot.append(picker)
    return () => {
      picker.removeEventListener('emoji-click', onEmojiClick)
      picker.remove()
    }
  }, [picker, slotRef])

  // The member changed language: the picker follows (its data and its labels).
  useEffect(() => {
    if (!picker || picker.locale === locale) return
    let current = true
    pickerLanguage(locale)
      .then((language) => {
        if (current) Object.assign(picker, language)
      })
      .catch((error: unknown) => console.error('The emoji picker could not change language', error))
    return () => {
      current = false
    }
  }, [picker, locale])

  return { picker, loading, load }
}
