/**
 * The account mails auth asks for; the mail feature implements them through its outbox (app.ts
 * wires the two together, so neither feature reaches into the other).
 */
export interface MailSender {
  confirmation(input: {
    userId: string;
    email: string;
    firstName: string | null;
    confirmationUrl: string;
  }): Promise<void>;
  passwordReset(input: { userId: string; email: string; resetUrl: string }): Promise<void>;
  /** Someone is guessing the account's password: its owner is told, with a reset link. */
  lockout(input: { userId: string; email: string; resetUrl: string }): Promise<void>;
}
