// A member's photo thumbnail, or a neutral silhouette when there is none.
import { useAtomValue } from 'jotai'
import type { MemberCard } from '../../contract/members'
import { mediaUrl } from '../../lib/media'
import { settingsAtom } from '../../session'

interface AvatarProps {
  image: MemberCard['main_image']
  /** The thumbnail (cards) or the display size (the member page). */
  size?: 'thumb' | 'full'
  className?: string
  /** The drawn size in CSS pixels, so the browser reserves the box before the image loads. */
  box?: number
}

export function Avatar({ image, size = 'thumb', className = '', box }: AvatarProps) {
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  if (!image) {
    return (
      <span className={`member-photo member-photo-none ${className}`} aria-hidden="true">
        <svg viewBox="0 0 64 64" focusable="false">
          <circle cx="32" cy="24" r="12" />
          <path d="M10 58c0-13 10-20 22-20s22 7 22 20z" />
        </svg>
      </span>
    )
  }
  return (
    <img
      className={`member-photo ${className}`}
      src={mediaUrl(cdnPrefix, size === 'thumb' ? image.thumb_filename : image.filename)}
      alt=""
      width={box}
      height={box}
      loading="lazy"
      decoding="async"
    />
  )
}
