// A photo for a spec to upload: a plain JPEG the server accepts (400 px square, one colour, so
// two photos of one member are told apart by `background`).
import sharp from 'sharp'

export function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer()
}

/** A phone's photo: larger than a chat shows, with a camera note and the place it was taken. */
export function phonePhoto(background: string): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
    })
    .toBuffer()
}
