import type { RuleError } from '@haulstop/shared/rules';

/** The `key` of a message the API answered about a field (errorField): already in the user's language. */
export const SERVER_MESSAGE = 'server';

/** What a field shows under it: a shared rule's message (translated there) or the server's (shown as it is). */
export type ShownError = RuleError | { key: typeof SERVER_MESSAGE; message: string };

/** The messages a form shows, by field: the rules' and the server's. */
export type ShownErrors<F extends string> = Partial<Record<F, ShownError>>;
