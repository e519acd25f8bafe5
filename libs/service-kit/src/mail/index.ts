/**
 * Mail: sending (SMTP, or a local sink), the parts every mail shares (signature, html escaping),
 * and an SMTP sink that keeps what it receives (a local run's mailbox, a test's).
 */
export { createMailer, escapeHtml, MAIL_SIGNATURE, type Mailer, type OutgoingMail } from './mailer';
export { extractLinks, startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink';
