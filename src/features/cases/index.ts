// Contact, complaints and reports (issue 13): the contact form of /pages/service, the notice
// form of /complaints and the report dialog of the member page and the chat. Each makes a
// case on the server and shows its reference number; the acknowledgement mail repeats it.
export { ContactForm } from './ContactForm'
export { ComplaintPage } from './ComplaintPage'
export { ReportDialog } from './ReportDialog'
