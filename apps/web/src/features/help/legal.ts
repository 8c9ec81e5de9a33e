import type helpEn from './i18n/en.json';

export type LegalDocumentKey = 'terms' | 'privacy';
type SectionsOf<Doc extends LegalDocumentKey> = keyof (typeof helpEn.legal)[Doc]['sections'];

/**
 * The sections of the terms and the privacy policy, in reading order (texts under
 * `legal.<doc>.sections.<key>.title/body` in the help namespace; a body's paragraphs are
 * separated by a blank line). The privacy policy states what the server does: the tables and
 * their ON DELETE rules (apps/server/src/platform/db), the refresh cookie (features/auth/routes.ts),
 * token lifetimes (config.ts), argon2id (platform/auth/passwords.ts). Keep them in step.
 */
export const LEGAL_SECTIONS: { readonly [Doc in LegalDocumentKey]: readonly SectionsOf<Doc>[] } = {
  terms: ['service', 'account', 'conduct', 'content', 'ending', 'warranty', 'changes', 'contact'],
  privacy: ['stored', 'why', 'retention', 'delete', 'cookies', 'contact'],
};

/** When either text last changed (shown at the top of both pages). */
export const LEGAL_UPDATED = '2026-11-27';

export const LEGAL_PATHS: { readonly [Doc in LegalDocumentKey]: string } = { terms: '/terms', privacy: '/privacy' };
