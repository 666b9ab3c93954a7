/**
 * Phone-number accounts. better-auth's users need an email, so a user who signs up with a phone
 * gets a placeholder address on a reserved domain that can never receive mail; it does not count
 * as a way to sign in and is never shown (docs/decisions/004).
 */

/** E.164: a plus, a country code and up to 15 digits in all. */
export const phoneNumberPattern = /^\+[1-9]\d{6,14}$/;

const placeholderDomain = "phone.ladle.invalid";

export function isValidPhoneNumber(value: string): boolean {
  return phoneNumberPattern.test(value);
}

export function placeholderEmailFor(phoneNumber: string): string {
  return `phone-${phoneNumber.replace(/\D/g, "")}@${placeholderDomain}`;
}

export function isPlaceholderEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${placeholderDomain}`);
}
