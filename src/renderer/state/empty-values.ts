/**
 * Stand-ins for the lists and settings of a project that is not there. A store selector must
 * answer the same value each time it is asked, or React renders again without end (its error
 * 185); a fresh `[]` or `{}` would not be. It showed when the editor was drawn before its
 * project had arrived (tried, then dropped: see decision 0271).
 */
export const NO_ITEMS: readonly never[] = Object.freeze([]);
export const NO_SETTINGS: Readonly<Record<string, unknown>> = Object.freeze({});
