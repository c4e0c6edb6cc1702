export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on alert e-mails (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends e-mail: SMTP in production, the development outbox otherwise. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
