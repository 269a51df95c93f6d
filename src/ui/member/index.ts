// The member card, shared by every list of members (search, likes, the error page) and its
// parts the member page reuses. Presentational: data comes in as props, actions through the
// CardActions slot; reporting a member through the ReportSlot slot.
import './member-card.css'

export { Avatar } from './Avatar'
export {
  CardActions,
  CardActionsContext,
  type CardActionsRenderer,
  type CardPlace,
} from './card-actions'
export { FictionalLabel } from './FictionalLabel'
export { LanguageBadge } from './LanguageBadge'
export { languageBadge } from './language-badge'
export { memberPlace, regionName, type PlaceOf } from './place'
export { ProfileCard, type ProfileCardProps } from './ProfileCard'
export {
  ReportDialogSlot,
  ReportSlot,
  useCanReport,
  type ReportDialogProps,
  type ReportDialogRenderer,
  type ReportTarget,
} from './report-slot'
export { useMemberPlace } from './use-member-place'
export { VerifiedLabel } from './VerifiedLabel'
