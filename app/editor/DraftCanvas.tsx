import type { DeckMetadata } from '@common/slides/deckDefaults';
import type { ReactNode } from 'react';
import { useAssistant } from './assistant/AssistantContext';
import { DraftPreview } from './DraftPreview';

/**
 * The canvas shows a proposed draft in place of the slide until it is accepted or discarded
 * (issue 32): a draft is a deck, and reads as one only where there is room for it.
 */
export function DraftCanvas({ deck, children }: { deck?: DeckMetadata; children: ReactNode }) {
  const ai = useAssistant();
  const draft = ai.draft;
  if (!draft || (draft.status !== 'open' && draft.status !== 'accepting') || ai.pending)
    return <>{children}</>;
  return (
    <div className="flex max-h-[calc(100dvh-13rem)] min-h-0 flex-col max-sm:max-h-[60dvh]">
      <DraftPreview
        proposal={draft.proposal}
        status={draft.status}
        deck={deck}
        onAccept={ai.acceptDraft}
        onDiscard={ai.discardDraft}
      />
    </div>
  );
}
