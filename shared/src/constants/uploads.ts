/**
 * What POST /api/files accepts: the API checks the file's bytes, the console checks the
 * chosen file first so a person hears about a wrong file before it is sent.
 */
export const UPLOAD_PURPOSES = ['lotImage', 'logo', 'document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The types and size a purpose accepts. */
export function uploadRules(purpose: UploadPurpose): { types: readonly string[]; maxBytes: number } {
  return purpose === 'document' ? { types: DOCUMENT_TYPES, maxBytes: DOCUMENT_MAX_BYTES } : { types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES };
}
