import { createFileRoute } from '@tanstack/react-router'

// Covered by the parent's redirect; the splat makes every sub page match.
export const Route = createFileRoute('/_dev/$')({ staticData: { auth: 'none' } })
