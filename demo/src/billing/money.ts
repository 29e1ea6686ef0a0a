// Money helpers for invoice-kit. Amounts are integer cents everywhere inside the program.

export type Cents = number;

/** Parses a ledger amount such as "12.30" into integer cents without going through a float sum. */
export function toCents(amount: string): Cents {
  const [whole, frac = ''] = amount.trim().split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(parseInt(whole, 10)) * 100 + parseInt((frac + '00').slice(0, 2), 10));
}

/** Formats cents for people, in the invoice's currency. */
export function formatAmount(cents: Cents, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}

/** Sums invoice lines; every line is already in cents, so no rounding drift accumulates. */
export function sumInvoices(lines: readonly { amount: Cents }[]): Cents {
  return lines.reduce((total, line) => total + line.amount, 0);
}
