/**
 * A search as an ILIKE pattern that finds it anywhere in the text, its own `\`, `%` and `_` taken
 * literally (PostgreSQL's default escape), so a search never turns into a wildcard.
 * @example params.push(likePattern(filter.search)); // "50%_off" → "%50\%\_off%"
 */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
