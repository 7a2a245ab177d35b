/** One mail as the queue's handler hands it to Payload's sendEmail. */
export type MailMessage = { to: string; subject: string; text: string; replyTo?: string }
