// GET /api/user.php — the logged-in member. Logged out it answers 403 with code
// `auth.required` (the client then clears its user, spec §4/§8). The answer holds only the
// member id until accounts add email, profile, credits and the rest of spec §3 User.
import { z } from 'zod'

export const userResponseSchema = z.object({
  id: z.int().positive().describe('member id'),
})
export type UserResponse = z.infer<typeof userResponseSchema>
