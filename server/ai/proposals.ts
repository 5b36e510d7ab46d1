import { asc, eq } from 'drizzle-orm';
import type { DeckMetadata } from '../../common/slides/deckDefaults';
import { splitOverflowing } from '../../common/slides/fitSlide';
import type { Typesetting } from '../../common/slides/layout/typeScale';
import { definedOnly, notesFor } from '../../common/slides/speakerNotes';
import type { Db } from '../db/open';
import { assets, clients, presentations } from '../db/schema';
import type { DeckState, Operation } from '../deck';
import type { AssistantReply } from './assistant';
import { draftDeck } from './offline/draft/drafter';
import type { DraftRequest } from './offline/intents';

/**
 * A whole first draft is proposed, never applied (issue 19): the chat answers with the operations
 * and the slides they would add, and the user accepts or discards them.
 */
type ProposalReply = Omit<AssistantReply, 'revision'>;

/** A reply that changes nothing (a proposal is only offered). */
export const nothingDone = (response: string): AssistantReply => ({
  response,
  operations: [],
  changedSlideIds: [],
  inverses: [],
});

/** The text of the presentation's uploaded documents, as extracted at upload. */
export async function documentsOf(db: Db, presentationId: string) {
  const rows = await db
    .select({ fileName: assets.fileName, text: assets.extractedText })
    .from(assets)
    .where(eq(assets.presentationId, presentationId))
    .orderBy(asc(assets.createdAt));
  return rows.filter((r) => r.text.trim());
}

export async function clientNameOf(db: Db, presentationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: clients.name })
    .from(presentations)
    .innerJoin(clients, eq(clients.id, presentations.clientId))
    .where(eq(presentations.id, presentationId));
  return row?.name;
}

/** The offline draft: a template filled from the brief, the details and the documents. */
export async function offlineDraft(
  db: Db,
  presentationId: string,
  deck: DeckState & { title: string },
  request: DraftRequest,
  theme?: Typesetting,
): Promise<ProposalReply> {
  const draft = draftDeck({
    request,
    title: deck.title,
    brief: deck.brief,
    // The deck is for its client: the brief's client name when it gives one, else the client's own.
    metadata: {
      ...deck.metadata,
      clientName: deck.metadata.clientName?.trim() || (await clientNameOf(db, presentationId)),
    },
    documents: await documentsOf(db, presentationId),
    // Its unticked items are slides to make; the draft ticks those it made.
    checklist: deck.checklist,
    theme,
  });
  if ('say' in draft) return nothingDone(draft.say);
  return {
    ...nothingDone(draft.summary),
    proposal: { kind: draft.kind, operations: draft.operations, slides: draft.slides },
  };
}

/**
 * A model's valid operations for a draft, as a proposal: the slides its add_slide operations would
 * make. The fit rule holds for the model too: a slide that would overflow is split into slides that
 * fit (those it places at the end; a placed one is left for the editor's overflow mark), and a slide
 * without speaker notes gets a first version of them.
 */
export function modelDraft(
  operations: Operation[],
  said: string,
  deck?: DeckMetadata,
  theme?: Typesetting,
): ProposalReply {
  const fittedOps = operations.flatMap((op): Operation[] => {
    if (op.op !== 'add_slide') return [op];
    const whole = { type: op.type, title: op.title, content: op.content ?? {} };
    const parts = op.position === undefined ? splitOverflowing(whole, deck, theme) : [whole];
    return parts.map((part, i) => {
      const content = definedOnly(part.content);
      const slide = { type: op.type, title: part.title, content };
      const notes = i === 0 && op.notes?.trim() ? op.notes : notesFor(slide);
      return i === 0 ? { ...op, title: part.title, content, notes } : { op: 'add_slide', ...slide, notes };
    });
  });
  const slides = fittedOps.flatMap((op) =>
    op.op === 'add_slide'
      ? [{ type: op.type, title: op.title, content: op.content ?? {}, notes: op.notes ?? '' }]
      : [],
  );
  const response = `${said ? `${said}\n\n` : ''}Here is a draft of ${slides.length} slide${slides.length === 1 ? '' : 's'}. Nothing changes until you accept it.`;
  return { ...nothingDone(response), proposal: { kind: 'model', operations: fittedOps, slides } };
}
