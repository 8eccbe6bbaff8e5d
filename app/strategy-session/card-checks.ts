/** Card checks on top of the spec's length rules. The number itself is never kept. */

/** The digits of a card number typed with optional spaces or hyphens, or undefined for anything else. */
export function cardDigits(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : undefined;
}

/** The Luhn checksum every card number carries: catches a mistyped digit or two swapped ones. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const expiryPattern = /^(0[1-9]|1[0-2])\/\d{2}$/;

/** A card is valid through the last day of its MM/YY month; `today` is yyyy-MM-dd. */
export function expiryInFuture(expiry: string, today: string): boolean {
  const match = expiryPattern.exec(expiry);
  if (!match) return false;
  const [month, year] = expiry.split("/").map(Number) as [number, number];
  const expiryMonth = (2000 + year) * 12 + (month - 1);
  const [thisYear, thisMonth] = today.split("-").map(Number) as [number, number];
  return expiryMonth >= thisYear * 12 + (thisMonth - 1);
}
