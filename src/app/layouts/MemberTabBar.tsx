// The phone tab bar with its counts: Frame loads this module only once a member is present,
// so visitors' start-up bundle carries neither.
import { TabBar } from './TabBar'
import { useTabCounts } from './tab-counts'

export default function MemberTabBar() {
  return <TabBar counts={useTabCounts()} />
}
