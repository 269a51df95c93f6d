// multipart/form-data bodies for the fuzz requests (see fuzz-requests.ts): real and broken
// images, too many parts, plain fields, broken framing, and one over the 8 MB cap.
import fc from 'fast-check'

/** An upload as sent: its bytes, its content type, and what was chosen. */
interface Upload {
  payload: Buffer
  type: string
  note: string
}

// A 1×1 PNG: a real image, so an upload may get through to processing.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
)
const FILE_CONTENTS: Array<[string, () => Buffer]> = [
  ['tiny PNG', () => TINY_PNG],
  ['truncated PNG', () => TINY_PNG.subarray(0, 30)],
  ['PNG header, garbage', () => Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(64, 7)])],
  ['JPEG markers only', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0xff, 0xd9])],
  ['GIF', () => Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1')],
  ['SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')],
  ['empty file', () => Buffer.alloc(0)],
]

/** multipart/form-data bodies: files of many kinds, too many, fields, broken framing. */
export function multipartBodies(mayBeLarge: boolean): fc.Arbitrary<Upload> {
  const part = fc.oneof(
    fc.constantFrom(...FILE_CONTENTS).map(([what, content]) => ({ what, content: content() })),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
      what: 'random bytes',
      content: Buffer.from(bytes),
    })),
    fc.constant({ what: 'field', content: Buffer.from('a field value'), field: true }),
  )
  const boundary = 'klikfuzzboundary'
  const framed = fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.array(part, { minLength: 0, maxLength: 8 }) },
        // Real images only, so some uploads go all the way to storage (and to the cap).
        {
          weight: 1,
          arbitrary: fc.array(fc.constant({ what: 'tiny PNG', content: TINY_PNG }), {
            minLength: 1,
            maxLength: 3,
          }),
        },
      ),
      fc.constantFrom(
        'ok',
        'ok',
        'no closing boundary',
        'no boundary in the type',
        'garbage framing',
      ),
      fc.constantFrom('photo.png', '', '../../evil.sh', 'ünï €.jpg', 'a'.repeat(300)),
    )
    .map(([parts, framing, filename]) => {
      const chunks = parts.flatMap(({ content, ...rest }) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${'field' in rest ? 'note' : 'image'}"` +
            `${'field' in rest ? '' : `; filename="${filename}"\r\nContent-Type: image/png`}\r\n\r\n`,
        ),
        content,
        Buffer.from('\r\n'),
      ])
      if (framing !== 'no closing boundary') chunks.push(Buffer.from(`--${boundary}--\r\n`))
      const payload =
        framing === 'garbage framing'
          ? Buffer.from(`--${boundary}\r\nnonsense`)
          : Buffer.concat(chunks)
      const type =
        framing === 'no boundary in the type'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${boundary}`
      const what = parts.map((item) => item.what).join(', ')
      return { payload, type, note: `multipart (${framing}): ${what || 'no parts'}` }
    })
  if (!mayBeLarge) return framed
  const large = fc.constant(null).map(() => ({
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n\r\n`,
      ),
      TINY_PNG,
      Buffer.alloc(8 * 1024 * 1024 + 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
    note: 'multipart: an image over 8 MB',
  }))
  return fc.oneof({ weight: 30, arbitrary: framed }, { weight: 1, arbitrary: large })
}
