// multipart/form-data uploads for API tests, as a browser's FormData sends them: the text
// fields, then one part per file, each file part ending in CRLF.
import type { TestClient } from './accounts'

export interface FilePart {
  field: string
  filename: string
  type: string
  data: Buffer
}

/** A file of the form; by default a JPEG in the field image1, as the upload form sends one. */
export function filePart(
  data: Buffer,
  filename = 'photo.jpg',
  type = 'image/jpeg',
  field = 'image1',
): FilePart {
  return { field, filename, type, data }
}

/** `count` copies of `data`, in the fields image0, image1, …, as the form sends several. */
export function fileParts(count: number, data: Buffer, ext: 'jpg' | 'png' = 'jpg'): FilePart[] {
  const type = ext === 'png' ? 'image/png' : 'image/jpeg'
  return Array.from({ length: count }, (_, index) =>
    filePart(data, `${index}.${ext}`, type, `image${index}`),
  )
}

export function multipart(
  files: readonly FilePart[],
  fields: Record<string, string> = {},
  boundary = '----klik-boundary-42',
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

export interface MultipartOptions {
  fields?: Record<string, string>
  /** Sent beside the content type. */
  headers?: Record<string, string>
  boundary?: string
}

/** POSTs `files` and `fields` to `url` as multipart/form-data. */
export function postMultipart(
  client: TestClient,
  url: string,
  files: readonly FilePart[],
  options: MultipartOptions = {},
) {
  const { payload, contentType } = multipart(files, options.fields, options.boundary)
  return client.request({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...options.headers },
  })
}
