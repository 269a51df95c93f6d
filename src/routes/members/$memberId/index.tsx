import { createFileRoute } from '@tanstack/react-router'
import { LikeSeen } from '../../../features/likes'
import { MemberPage } from '../../../features/members'

// A member's page (spec §2): auth optional; visitors see it with a signup invitation.
export const Route = createFileRoute('/members/$memberId/')({
  staticData: { auth: 'optional' },
  component: MemberRoute,
})

function MemberRoute() {
  const { memberId } = Route.useParams()
  return (
    <>
      <LikeSeen memberId={memberId} />
      <MemberPage memberId={memberId} />
    </>
  )
}
