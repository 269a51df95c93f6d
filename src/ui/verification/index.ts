// Verification's shared parts (issue 32 §1): the poses' drawings and the words for poses and
// decline reasons, the same on /profile and in /admin.
export { PoseDrawing } from './PoseDrawing'
export { DECLINE_REASON_TEXTS, POSE_INSTRUCTIONS } from './pose-texts'
