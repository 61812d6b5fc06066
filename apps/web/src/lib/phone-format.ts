// The phone module's formatting, as a module of its own so that a dynamic import of it makes a
// chunk (with libphonenumber's metadata) that a form loads only when it needs it (phone-input.ts).
export { formatPhoneInput } from '@riviera/domain';
