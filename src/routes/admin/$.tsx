import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '../../features/admin'

// /admin/… (issue 13, operators only: the page refuses anyone else): one route for the
// operator area's pages — /admin the queue, /admin/members/<id> a member, /admin/audit the
// log — as /pages/$name is one for the site's pages: every route costs start-up bytes.
export const Route = createFileRoute('/admin/$')({
  component: function Admin() {
    const { _splat } = Route.useParams()
    return <AdminPage path={_splat ?? ''} />
  },
})
