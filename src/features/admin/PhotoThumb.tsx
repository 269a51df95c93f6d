// A photo's thumbnail through the media URL helper (the site's CDN prefix), marked when hidden.
// `large` shows it as big as the thumbnail is (320 px), to compare with a selfie.
import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { mediaUrl } from '../../contract/media-url'
import { settingsAtom } from '../../session'

export function PhotoThumb({
  filename,
  hidden,
  large = false,
}: {
  filename: string
  hidden: boolean
  large?: boolean
}) {
  const { t } = useLingui()
  const cdnPrefix = useAtomValue(settingsAtom)?.cdn_prefix ?? ''
  const size = large ? 320 : 96
  const classes = ['admin-thumb', large && 'admin-thumb-large', hidden && 'admin-thumb-hidden']
  return (
    <img
      className={classes.filter(Boolean).join(' ')}
      src={mediaUrl(cdnPrefix, filename)}
      alt={hidden ? t`Hidden photo` : t`Photo`}
      width={size}
      height={size}
      loading="lazy"
    />
  )
}
