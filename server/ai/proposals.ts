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

/**
 * What a draft is written from: the deck's title, brief, details, checklist (its unticked items are
 * slides to make; the draft ticks those it made) and the text of its uploaded documents. The deck
 * is for its client: the brief's client name when it gives one, else the client's own.
 */
export async function draftSources(db: Db, presentationId: string, deck: DeckState & { title: string }) {
  const clientName =
    deck.metadata.clientName?.trim() ||
    (
      await db
        .select({ name: clients.name })
        .from(presentations)
        .innerJoin(clients, eq(clients.id, presentations.clientId))
        .where(eq(presentations.id, presentationId))
    )[0]?.name;
  const documents = await db
    .select({ fileName: assets.fileName, text: assets.extractedText })
    .from(assets)
    .where(eq(assets.presentationId, presentationId))
    .orderBy(asc(assets.createdAt));
  return {
    title: deck.title,
    brief: deck.brief,
    metadata: { ...deck.metadata, clientName },
    checklist: deck.checklist,
    documents: documents.filter((d) => d.text.trim()),
  };
}

/** The offline draft: a template filled from the brief, the details and the documents. */
export async function offlineDraft(
  db: Db,
  presentationId: string,
  deck: DeckState & { title: string },
  request: DraftRequest,
  theme?: Typesetting,
): Promise<ProposalReply> {
  const draft = draftDeck({ request, ...(await draftSources(db, presentationId, deck)), theme });
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
