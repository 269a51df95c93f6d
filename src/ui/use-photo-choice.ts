// The photos a member chose or dropped, sorted for one upload (the signup step and the
// profile's photos): PNG and JPEG files small enough, no more than there is room for, and a
// notice for each file left out and for too many at once.
import { useLingui } from '@lingui/react/macro'
import { IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD } from '../contract/rules'
import { sortImageFiles } from '../lib/image-files'

const max_mb = Math.round(IMAGE_MAX_BYTES / (1024 * 1024))

export function usePhotoChoice() {
  const { t } = useLingui()
  return (files: readonly File[], room: number): { accepted: File[]; notices: string[] } => {
    const sorting = sortImageFiles(files)
    const notices = sorting.refused.map(({ file, reason }) => {
      const name = file.name
      return reason === 'type'
        ? t`${name} is not a PNG or JPEG photo.`
        : t`${name} is larger than ${max_mb} MB.`
    })
    const per_upload = IMAGES_PER_UPLOAD
    if (sorting.accepted.length > room)
      notices.push(t`You can upload at most ${per_upload} photos at once.`)
    return { accepted: sorting.accepted.slice(0, room), notices }
  }
}
