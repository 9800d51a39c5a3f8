/**
 * What a notification did: `fulfilled` the first time an order is paid, `unchanged` for a
 * replay (or a cancellation of an order no longer open), `refused` when it matches no order of
 * that provider at that amount (logged by the caller; nothing is written).
 */
export type FulfilOutcome = 'fulfilled' | 'unchanged' | 'refused';
