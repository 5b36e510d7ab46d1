import type { Approval, PublicComment, Reviewer, ViewComments } from '@common/schemas/comments';
import { useCallback, useState } from 'react';
import { apiRequest } from '../../api/client';
import { mergeComment } from '../../api/comments';

export type ReviewState = Omit<ViewComments, 'comments'> & { comments: PublicComment[] };

/**
 * A shared viewer's side of client review (issue 29): the link's comments, who this browser said
 * it is (kept by the server in a cookie of the link's path, so once per viewer session), and
 * whether this version is approved. Comments arriving on the link's event stream are merged in
 * by `arrived`; `reload` reads it all again (the page calls it as the deck it shows changes).
 */
export function useViewerReview(token: string) {
  const base = `/api/view/${encodeURIComponent(token)}`;
  const [state, setState] = useState<ReviewState | null>(null);
  const load = useCallback(
    () =>
      apiRequest<ViewComments>(`${base}/comments`, { public: true })
        .then(setState)
        .catch(() => undefined),
    [base],
  );

  const arrived = useCallback((event: PublicComment | { id: string; deleted: true }) => {
    setState((s) => (s ? { ...s, comments: mergeComment(s.comments, event) } : s));
  }, []);

  const identify = async (who: { name: string; email?: string }) => {
    const reviewer = await apiRequest<Reviewer>(`${base}/reviewer`, {
      method: 'PUT',
      body: who,
      public: true,
    });
    setState((s) => (s ? { ...s, reviewer } : s));
  };

  const comment = async (body: {
    slideId: string;
    text: string;
    x?: number;
    y?: number;
    parentId?: string;
  }) => {
    const made = await apiRequest<PublicComment>(`${base}/comments`, { body, public: true });
    arrived(made);
    return made;
  };

  const approve = async (body: { name: string; note?: string }) => {
    await apiRequest<Approval>(`${base}/approval`, { body, public: true });
    setState((s) => (s ? { ...s, approved: true } : s));
  };

  return { state, arrived, identify, comment, approve, reload: load };
}
