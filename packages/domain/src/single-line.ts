/**
 * Characters that have no place in a single-line field (a name, a hotel, a flight code): C0 and C1
 * control characters (CR and LF among them), DEL, and the Unicode line and paragraph separators.
 * A name with a line break forged extra lines in the operator's text mails (issue 28), so such
 * fields refuse them instead of cleaning them silently. Multi-line fields (notes, special
 * requests) keep their line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a single-line text holds a control character or a line separator. */
export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/** The message key of the refusal, in the catalogue of every language. */
export const CONTROL_CHARACTERS_MESSAGE = 'validation.control_characters' as const;
