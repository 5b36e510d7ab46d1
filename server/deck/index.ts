// The deck module: the one command layer through which a deck changes (see ./apply and ./store).
// It depends on the database and lib only; routes, services and the assistant depend on it.
export type { Operation } from '../../common/schemas/operations';
export { type Applied, applyOperations, parseOperations } from './apply';
export { type DeckSizes, deckSizes, refuseOverBudget, withinBudget } from './budget';
export { notifyDeckDeleted } from './events';
export { cleanContent, lockPresentation, touchPresentation } from './rows';
export { type DeckSlide, type DeckState, OperationError } from './state';
export { applyDeckOperations, readDeckState } from './store';
