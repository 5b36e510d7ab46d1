import type { Slide } from '../../common/slides/model';
import type { slides } from '../db/schema';

export type SlideRow = typeof slides.$inferSelect;

export function slideToApi(row: SlideRow): Slide {
  return {
    id: row.id,
    presentationId: row.presentationId,
    type: row.type,
    title: row.title,
    content: row.content,
    notes: row.notes,
    order: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
