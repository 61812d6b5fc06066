/**
 * Who sold a tour reservation (issue 27 item 6, decision 041): the website, or a reseller over
 * OCTO, recorded by the reseller's name. The list's filter names the website with a value no
 * reseller's name can take (names are checked text, never starting with '_').
 */
export const WEBSITE_CHANNEL = '_website';

/** The back office's word for a channel: the reseller's name, or 'Web sitesi'. */
export const channelLabel = (channel: string | null | undefined): string => channel ?? 'Web sitesi';
