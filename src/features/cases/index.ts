// Contact, complaints, reports and objections (issues 13 and 32): the contact form of
// /pages/service, the notice form of /complaints, the report dialog of the member page and the
// chat, and the objection form of /pages/service and /pages/ban. Each makes a case on the
// server and shows its reference number; the acknowledgement mail repeats it.
export { ContactForm } from './ContactForm'
export { ComplaintPage } from './ComplaintPage'
export { ObjectionForm } from './ObjectionForm'
export { ReportDialog } from './ReportDialog'
