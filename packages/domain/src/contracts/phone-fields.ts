import type { z } from 'zod';
import { checkPhone } from '../phone.js';

/**
 * The phone rule of every contract that takes a customer's number (decision 026): the number is
 * checked against the dialling code chosen beside it, the problem lands on the field the visitor
 * has to change, and the contract's output carries the number in E.164.
 */

/**
 * Adds the phone's problem, if any. A blank or non-text number is left to the field's own
 * 'required' rule, and a number dialled with a code the contract refuses to the code's own rule.
 */
export function refinePhone(
  ctx: z.RefinementCtx,
  phone: unknown,
  countryCode: unknown,
  paths: { phone: PropertyKey[]; countryCode: PropertyKey[] },
  codeAllowed: (code: string) => boolean = (code) => /^\+\d{1,4}$/.test(code),
): void {
  if (typeof phone !== 'string' || phone.trim() === '') return;
  const code = typeof countryCode === 'string' ? countryCode.trim() : '';
  const check = checkPhone(phone, code);
  if (check.ok) return;
  if (check.problem === 'validation.country_code_required') {
    ctx.addIssue({ code: 'custom', path: paths.countryCode, message: check.problem });
    return;
  }
  const ownCode = /^\s*(\+|00)/.test(phone);
  if (ownCode || code === '' || codeAllowed(code))
    ctx.addIssue({ code: 'custom', path: paths.phone, message: check.problem });
}

/**
 * Runs a refinement even when a field already failed, so every problem is listed at once (spec §5);
 * not when the value is no object at all.
 */
export const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
} as const;

/**
 * The number as stored: E.164 ('+48601234567'). Only called on values the refinement passed, so
 * the fallback (the number as typed) is never reached in practice.
 */
export function e164Phone(phone: string, countryCode: string | null | undefined): string {
  const check = checkPhone(phone, countryCode ?? '');
  return check.ok ? check.e164 : phone.trim();
}
