/** What Ladle sends: an email, or a text message. */
export interface TEmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface TSmsMessage {
  /** E.164, e.g. +15551234567. */
  to: string;
  text: string;
}
