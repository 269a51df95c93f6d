// A form's body checked against its contract schema before it is sent: what the server would
// refuse is refused here, with the same validation_failed error and field paths, so the form
// shows one kind of error whichever side found it (and says it offline too).
import type { z } from 'zod'
import { ApiError } from '../../api/errors'

export function checkBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const fields = parsed.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }))
  throw new ApiError(400, 'validation_failed', 'The form has errors', fields)
}
