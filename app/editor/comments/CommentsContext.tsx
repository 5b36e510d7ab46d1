import type { Comment } from '@common/schemas/comments';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useDeckComments } from '../../api/comments';

interface CommentsOfDeck {
  presentationId: string;
  comments: Comment[];
  /** Open comments (not resolved, replies of open threads included) per slide id. */
  openBySlide: ReadonlyMap<string, number>;
}

const Context = createContext<CommentsOfDeck | null>(null);

/** The deck's comments for the editor's panel and badges (issue 29), read once and kept live. */
export function CommentsProvider({
  presentationId,
  children,
}: {
  presentationId: string;
  children: ReactNode;
}) {
  const { data } = useDeckComments(presentationId);
  const value = useMemo(() => {
    const comments = data ?? [];
    const byId = new Map(comments.map((c) => [c.id, c]));
    const rootOf = (c: Comment): Comment => {
      let at = c;
      for (let i = 0; at.parentId && i < 20; i++) at = byId.get(at.parentId) ?? at;
      return at;
    };
    const openBySlide = new Map<string, number>();
    for (const c of comments)
      if (!rootOf(c).resolved) openBySlide.set(c.slideId, (openBySlide.get(c.slideId) ?? 0) + 1);
    return { presentationId, comments, openBySlide };
  }, [data, presentationId]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useCommentsOfDeck = () => useContext(Context);
