// The deck module: the one command layer through which a deck changes. The operations' reducer is
// common/deck (pure, shared with the editor's optimistic updates); ./store applies it in a
// transaction. It depends on the database and lib only; routes, services and the assistant depend on it.

export { type Applied, applyOperations, parseOperations } from '../../common/deck/apply';
export { type DeckSlide, type DeckState, OperationError } from '../../common/deck/state';
export type { Operation } from '../../common/schemas/operations';
export { type DeckSizes, deckSizes, refuseOverBudget, withinBudget } from './budget';
export { notifyDeckDeleted } from './events';
export { operationHttpError } from './operationHttp';
export { cleanContent, lockPresentation, touchPresentation } from './rows';
export { applyDeckOperations, readDeckState } from './store';
