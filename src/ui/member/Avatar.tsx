// A member's photo thumbnail. Without a photo, or when it cannot load (offline before it was
// cached, a removed file), the member's initials stand in; without a name, a neutral
// silhouette.
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { MemberCard } from '../../contract/members'
import { mediaUrl } from '../../contract/media-url'
import { settingsAtom } from '../../session'

interface AvatarProps {
  image: MemberCard['main_image']
  /** The member's name, for the initials. */
  name?: string
  /** The thumbnail (cards) or the display size (the member page). */
  size?: 'thumb' | 'full'
  className?: string
  /** On the first screen (the page's largest paint): loaded at once, before other images. */
  priority?: boolean
  /**
   * Drawn on the first screen but seen later (a reel's next frames, under the first): loaded
   * after the page's other images, not beside the first photo.
   */
  later?: boolean
  /** The drawn size in CSS pixels, so the browser reserves the box before the image loads. */
  box?: number
}

/** Up to two letters: the first of the first two words ("Anna Maria" → "AM", "eva" → "E"). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('')
}

export function Avatar({
  image,
  name = '',
  size = 'thumb',
  className = '',
  priority = false,
  later = false,
  box,
}: AvatarProps) {
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const src = image && mediaUrl(cdnPrefix, size === 'thumb' ? image.thumb_filename : image.filename)
  // The address that failed; another photo gets its own try.
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    const letters = initials(name)
    return (
      <span className={`member-photo member-photo-none ${className}`} aria-hidden="true">
        {letters ? (
          <span className="member-initials">{letters}</span>
        ) : (
          <svg viewBox="0 0 64 64" focusable="false">
            <circle cx="32" cy="24" r="12" />
            <path d="M10 58c0-13 10-20 22-20s22 7 22 20z" />
          </svg>
        )}
      </span>
    )
  }
  return (
    <img
      className={`member-photo ${className}`}
      src={src}
      alt=""
      width={box}
      height={box}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : later ? 'low' : 'auto'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
