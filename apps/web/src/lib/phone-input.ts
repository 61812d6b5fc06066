/**
 * Groups the phone field as its country writes it once the visitor leaves it ('601234567' →
 * '601 234 567'). Grouping needs libphonenumber's metadata, about 30 KB gzipped, which loads here
 * on first use rather than with the form (issue 31 §4). The field is rewritten only if it still
 * holds what was typed when the visitor left it; grouping is a courtesy, so a failed load changes
 * nothing.
 */
export function groupPhoneField(read: () => string, countryCode: string, write: (grouped: string) => void): void {
  const typed = read();
  import('./phone-format')
    .then(({ formatPhoneInput }) => {
      const grouped = formatPhoneInput(typed, countryCode);
      if (grouped !== typed && read() === typed) write(grouped);
    })
    .catch(() => undefined);
}
