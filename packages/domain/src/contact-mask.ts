/**
 * How the public sees a customer's contact details (the success page, the PNR look-up): enough to
 * recognise one's own, not enough to use someone else's.
 */

/** 'ayse.yilmaz@example.com' → 'a***@e***.com'; text without a local part and '@' → '***'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}***@${domain[0] ?? ''}***${tld}`;
}

/** '+90 532 123 45 67' → '+** *** *** ** 67': only the last two digits stay readable. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (d) => (++seen > digits - 2 ? d : '*'));
}
