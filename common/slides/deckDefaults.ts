import type { PresentationMetadata } from '../schemas/presentations';

/** The deck's details from its brief (SPEC §3 Metadata), which a slide falls back to for empty fields. */
export type DeckMetadata = PresentationMetadata;

export const DEFAULT_AGENCY_LABEL = 'Your Agency';
export const DEFAULT_CLIENT_LABEL = 'Client';

/** A field counts as given only with some visible text: a stray space must not hide the fallback. */
const given = (value: string | undefined) => (value?.trim() ? value : undefined);

/**
 * FOR / FROM / DATE of a strategic title slide, one rule for every place that draws it (renderers
 * and PowerPoint): the slide's own field wins, then the deck's brief, then the default. FOR keeps
 * its older fallback to the slide's title, after the deck's client name.
 */
export function strategicTitleFacts(
  slide: { title: string; content: { clientName?: string; agency?: string; date?: string } },
  deck: DeckMetadata | undefined,
) {
  const k = slide.content;
  return {
    client: given(k.clientName) ?? given(deck?.clientName) ?? given(slide.title) ?? DEFAULT_CLIENT_LABEL,
    agency: given(k.agency) ?? given(deck?.agency) ?? DEFAULT_AGENCY_LABEL,
    date: given(k.date) ?? given(deck?.presentationDate) ?? '',
  };
}
