// The notification centre (issue 11): /notifications — what happened to the member, and the
// settings of push and email.
export { NotificationsPage } from './NotificationsPage'
