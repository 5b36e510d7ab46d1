import type { AppliedOperations, Operation } from '@common/schemas/operations';
import type { Presentation } from '@common/schemas/presentations';
import { apiRequest } from './client';
import { presentationKeys, type Slide } from './presentations';
import { queryClient } from './queryClient';
import { saveStatus } from './saveStatus';

/**
 * The one way the editor changes a deck: a batch of deck operations, applied by the server in one
 * transaction. The reply's inverses are what takes the batch back (see editor/useDeckHistory).
 */
export async function applyOperations(
  presentationId: string,
  operations: Operation[],
): Promise<AppliedOperations> {
  previewOperations(presentationId, operations);
  saveStatus.started();
  let ok = false;
  try {
    const reply = await apiRequest<AppliedOperations>(`/api/presentations/${presentationId}/operations`, {
      body: { operations },
    });
    ok = true;
    return reply;
  } finally {
    saveStatus.finished(ok);
    // The deck as the server has it now (or still has it, when the batch was refused).
    await queryClient.invalidateQueries({ queryKey: presentationKeys.one(presentationId) });
  }
}

/**
 * Shows the batch's effect on slides at once (a dragged slide stays where it was dropped, a new
 * type or title shows as it is chosen), until the server's deck replaces it. Only what can be
 * shown without the server: moves, deletions and slide edits; the rest waits for the reply.
 */
export function previewOperations(presentationId: string, operations: Operation[]) {
  // A refetch still on its way would put the older deck back over the preview.
  void queryClient.cancelQueries({ queryKey: presentationKeys.one(presentationId) });
  queryClient.setQueryData(presentationKeys.one(presentationId), (p: Presentation | undefined) => {
    if (!p) return p;
    let slides = p.slides;
    let title = p.title;
    for (const op of operations) {
      if (op.op === 'update_title') title = op.title;
      if (op.op === 'move_slide') {
        const moved = slides.find((s) => s.id === op.slideId);
        if (!moved) continue;
        const rest = slides.filter((s) => s !== moved);
        rest.splice(Math.min(op.position - 1, rest.length), 0, moved);
        slides = rest.map((s, i) => ({ ...s, order: i + 1 }));
      } else if (op.op === 'reorder_slides') {
        const byId = new Map(slides.map((s) => [s.id, s]));
        const next = op.slideIds.flatMap((id) => byId.get(id) ?? []);
        if (next.length === slides.length) slides = next.map((s, i) => ({ ...s, order: i + 1 }));
      } else if (op.op === 'delete_slide') {
        slides = slides.filter((s) => s.id !== op.slideId).map((s, i) => ({ ...s, order: i + 1 }));
      } else if (op.op === 'update_slide') {
        slides = slides.map((s) => (s.id === op.slideId ? previewEdit(s, op) : s));
      }
    }
    return { ...p, title, slides };
  });
}

function previewEdit(slide: Slide, op: Extract<Operation, { op: 'update_slide' }>): Slide {
  const content: Record<string, unknown> = { ...slide.content, ...op.content };
  for (const field of op.removeFields ?? []) delete content[field];
  return {
    ...slide,
    title: op.title ?? slide.title,
    type: op.type ?? slide.type,
    notes: op.notes ?? slide.notes,
    content,
  };
}
