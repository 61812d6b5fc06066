/** What grouping reads and writes of a form: the same two field names in every form with a phone. */
interface PhoneFields {
  getValues(name: 'customer_phone' | 'country_code'): string | null | undefined;
  setValue(name: 'customer_phone', value: string): void;
}

/**
 * Groups the phone field as its country writes it once the visitor leaves it ('601234567' →
 * '601 234 567'). Grouping needs libphonenumber's metadata, about 30 KB gzipped, which loads here
 * on first use rather than with the form (issue 31 §4). The field is rewritten only if it still
 * holds what was typed when the visitor left it; grouping is a courtesy, so a failed load changes
 * nothing.
 */
export function groupPhoneField(form: PhoneFields): void {
  const typed = form.getValues('customer_phone') ?? '';
  const countryCode = form.getValues('country_code') ?? '';
  import('./phone-format')
    .then(({ formatPhoneInput }) => {
      const grouped = formatPhoneInput(typed, countryCode);
      if (grouped !== typed && (form.getValues('customer_phone') ?? '') === typed)
        form.setValue('customer_phone', grouped);
    })
    .catch(() => undefined);
}
