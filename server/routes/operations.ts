import { idParams } from '../../common/schemas/common';
import { appliedOperationsSchema, applyOperationsBody } from '../../common/schemas/operations';
import { applyDeckOperations, OperationError, operationHttpError } from '../deck';
import type { App, Deps } from '../deps';

export function operationRoutes(app: App, { db, now }: Deps) {
  // The deck's command layer over HTTP: a batch of operations applied in one transaction, answered
  // with the new revision and each operation's inverse. A bad operation is a 400 naming its index
  // and field ("operations.2.slideId: ..."), and nothing of the batch is applied.
  app.post(
    '/api/presentations/:id/operations',
    { schema: { params: idParams, body: applyOperationsBody, response: { 200: appliedOperationsSchema } } },
    async (req) => {
      try {
        return await applyDeckOperations(
          db,
          req.params.id,
          req.body.operations,
          new Date(now()),
          req.body.baseRevision,
          req.body.tab,
        );
      } catch (err) {
        throw err instanceof OperationError ? operationHttpError(err) : err;
      }
    },
  );
}
