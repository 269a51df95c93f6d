// A photo's thumbnail through the media URL helper (the site's CDN prefix), marked when hidden.
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { mediaUrl } from '../../contract/media-url'
import { settingsAtom } from '../../session'

export function PhotoThumb({ filename, hidden }: { filename: string; hidden: boolean }) {
  const { t } = useLingui()
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  return (
    <img
      className={hidden ? 'admin-thumb admin-thumb-hidden' : 'admin-thumb'}
      src={mediaUrl(cdnPrefix, filename)}
      alt={hidden ? t`Hidden photo` : t`Photo`}
      width={96}
      height={96}
      loading="lazy"
    />
  )
}
