import { UNTITLED } from '@common/limits';

/**
 * The chat command "Draft the deck" sends (issue 19), in words the user can read in the chat and
 * the offline grammar understands. With a brief or documents the draft is drawn from them; with an
 * empty brief, the deck's own title is the topic (a skeleton with [prompts] to fill); with neither,
 * the assistant says plainly what it needs.
 */
export function draftCommand(deck: { title: string; brief: string }): string {
  if (deck.brief.trim()) return 'Draft the deck from the brief';
  const title = deck.title.trim();
  if (title && !title.startsWith(UNTITLED)) return `Draft the deck about “${title.replace(/[“”"]/g, '')}”`;
  return 'Draft the deck';
}

/** Whether the draft will have only the title to go on: the button says so before it is pressed. */
export const briefIsEmpty = (deck: { brief: string }) => !deck.brief.trim();
