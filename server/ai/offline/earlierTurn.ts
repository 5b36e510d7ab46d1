/**
 * "ok replace registered pets with that then", said after the assistant asked about "add a fifth
 * number: 212 staff" instead of doing it: "that" is what the message before gave, the words after
 * its colon. Only a message the assistant answered with a question is kept for this (the route
 * and the conversation pass it as `earlier`), so "that" never reaches back past a change.
 */

/** "with that", "to it", "by this", at the end of the message, with an afterthought or not. */
const THAT_AT_END = /\b(with|to|by|as) (?:that|it|this)(?: (?:then|instead|please|pls))?[.!]?$/i;

export function withEarlier(command: string, earlier: string | undefined): string {
  if (!earlier) return command;
  const that = THAT_AT_END.exec(command.trim());
  const colon = earlier.lastIndexOf(':');
  const given = colon < 0 ? '' : earlier.slice(colon + 1).trim();
  if (!that || !given) return command;
  return `${command.trim().slice(0, that.index)}${that[1]} ${given}`;
}
