import { fireEvent } from '@testing-library/react';

/** Types into a text-like control the way Preact hears it (the input event, decision 008). */
export const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value } });

/** The entries of a multipart body a form sent, as [name, value] pairs (files by their name). */
export const formEntries = (body: unknown): [string, string][] =>
  [...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);
