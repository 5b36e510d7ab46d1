import type { Approval, Comment, PublicComment } from '@common/schemas/comments';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './client';
import { queryClient } from './queryClient';

/** Client review (issue 29): the editor's side of comments and approvals. */
export const commentKeys = {
  deck: (presentationId: string) => ['/api/presentations', presentationId, 'comments'] as const,
  approvals: (presentationId: string) => ['/api/presentations', presentationId, 'approvals'] as const,
};

export const useDeckComments = (presentationId: string) =>
  useQuery<Comment[]>({ queryKey: commentKeys.deck(presentationId), enabled: Boolean(presentationId) });

export const useApprovals = (presentationId: string) =>
  useQuery<Approval[]>({ queryKey: commentKeys.approvals(presentationId), enabled: Boolean(presentationId) });

/** A thread: a comment and its replies, each reply a thread of its own. */
export interface Thread<C extends PublicComment = PublicComment> {
  comment: C;
  replies: Thread<C>[];
}

/** Comments as threads, oldest first at every level. A reply whose parent is gone is dropped. */
export function threadsOf<C extends PublicComment>(comments: readonly C[]): Thread<C>[] {
  const byId = new Map<string, Thread<C>>();
  const sorted = [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const c of sorted) byId.set(c.id, { comment: c, replies: [] });
  const roots: Thread<C>[] = [];
  for (const c of sorted) {
    const t = byId.get(c.id)!;
    if (!c.parentId) roots.push(t);
    else byId.get(c.parentId)?.replies.push(t);
  }
  return roots;
}

export function countThread(t: Thread): number {
  return 1 + t.replies.reduce((n, r) => n + countThread(r), 0);
}

/** Puts a comment event from a stream into a list: the comment as it is now, or its deletion. */
export function mergeComment<C extends PublicComment>(
  list: readonly C[] | undefined,
  event: C | { id: string; deleted: true },
): C[] {
  const rest = (list ?? []).filter((c) => c.id !== event.id);
  if ('deleted' in event) {
    // Its replies went with it.
    const gone = new Set([event.id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of rest)
        if (c.parentId && gone.has(c.parentId) && !gone.has(c.id)) {
          gone.add(c.id);
          grew = true;
        }
    }
    return rest.filter((c) => !gone.has(c.id));
  }
  return [...rest, event];
}

// ---------------------------------------------------------------------------------------------
// "New" marks: comments that arrived live from viewers, until the person has seen them.

const fresh = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  for (const l of listeners) l();
};

export const newMarks = {
  add(id: string) {
    fresh.add(id);
    changed();
  },
  seen(ids: readonly string[]) {
    let any = false;
    for (const id of ids) any = fresh.delete(id) || any;
    if (any) changed();
  },
  has: (id: string) => fresh.has(id),
};

/** Re-renders when the set of new comments changes. */
export function useNewMarks() {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
  return newMarks;
}

/** The deck stream's `comment` event, in the editor. */
export function commentArrived(presentationId: string, event: Comment | { id: string; deleted: true }) {
  const key = commentKeys.deck(presentationId);
  const known = queryClient.getQueryData<Comment[]>(key);
  if (!known) return void queryClient.invalidateQueries({ queryKey: key, exact: true });
  const isNew = !('deleted' in event) && !event.byOwner && !known.some((c) => c.id === event.id);
  queryClient.setQueryData<Comment[]>(key, mergeComment(known, event));
  if (isNew) newMarks.add(event.id);
}

/** The deck stream's `approval` event: the list is read again (it says which are earlier). */
export function approvalArrived(presentationId: string) {
  void queryClient.invalidateQueries({ queryKey: commentKeys.approvals(presentationId), exact: true });
}

const put = (presentationId: string, comment: Comment) =>
  queryClient.setQueryData<Comment[]>(commentKeys.deck(presentationId), (list) =>
    mergeComment(list, comment),
  );

export function useReply(presentationId: string) {
  return useMutation({
    mutationFn: (body: { slideId: string; text: string; parentId?: string }) =>
      apiRequest<Comment>(`/api/presentations/${presentationId}/comments`, { body }),
    onSuccess: (c) => put(presentationId, c),
  });
}

export function useResolve(presentationId: string) {
  return useMutation({
    mutationFn: ({ id, resolved }: { id: string; resolved: boolean }) =>
      apiRequest<Comment>(`/api/comments/${id}`, { method: 'PATCH', body: { resolved } }),
    onSuccess: (c) => put(presentationId, c),
  });
}

export function useDeleteComment(presentationId: string) {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/comments/${id}`, { method: 'DELETE' }),
    onSuccess: (_r, id) =>
      queryClient.setQueryData<Comment[]>(commentKeys.deck(presentationId), (list) =>
        mergeComment(list, { id, deleted: true }),
      ),
  });
}
