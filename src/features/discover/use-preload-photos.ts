// The next cards' photos, loaded ahead: each card shows its photo the moment it is on top.
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { mediaUrl } from '../../contract/media-url'
import type { MemberCard } from '../../contract/members'
import { settingsAtom } from '../../session'

export function usePreloadPhotos(cards: readonly MemberCard[]): void {
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const files = cards.flatMap((card) => (card.main_image ? [card.main_image.filename] : []))
  const key = files.join('\n')
  useEffect(() => {
    if (key === '') return
    for (const file of key.split('\n')) {
      const image = new Image()
      image.decoding = 'async'
      image.src = mediaUrl(cdnPrefix, file)
    }
  }, [cdnPrefix, key])
}
