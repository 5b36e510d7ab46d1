import type { ChecklistItem } from '@common/schemas/presentations';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';

/** The brief's coverage checklist (SPEC §2): ticks always, additions and removals in edit mode. */
export function BriefChecklist({
  items,
  editing,
  onToggle,
  onRemove,
  onAdd,
}: {
  items: ChecklistItem[];
  editing: boolean;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
  onAdd: (text: string) => void;
}) {
  const [newItem, setNewItem] = useState('');
  const done = items.filter((i) => i.completed).length;
  function add() {
    // SPEC §5: a blank item is ignored.
    const text = newItem.trim();
    if (!text) return;
    onAdd(text);
    setNewItem('');
  }
  return (
    <section className="mt-8 space-y-3">
      <div className="flex items-baseline justify-between">
        <h3 className="text-sm font-bold uppercase tracking-wider text-slate-500">Coverage Checklist</h3>
        <span className="text-xs text-slate-500">
          {done}/{items.length} checklist items completed
        </span>
      </div>
      <ul className="space-y-1.5">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-paper">
            <input
              type="checkbox"
              checked={item.completed}
              aria-label={item.text}
              onChange={() => onToggle(item.id)}
              className="size-4 shrink-0 cursor-pointer accent-emerald-600"
            />
            <span className={`flex-1 text-sm ${item.completed ? 'text-slate-400 line-through' : 'text-ink'}`}>
              {item.text}
            </span>
            {editing && (
              <button
                type="button"
                aria-label={`Remove ${item.text}`}
                onClick={() => onRemove(item.id)}
                className="rounded p-1 text-slate-400 hover:text-red-600"
              >
                <Trash2 className="size-3.5" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {editing && (
        <div className="flex gap-2">
          <Input
            aria-label="New checklist item"
            placeholder="Add a checklist item"
            value={newItem}
            onChange={(e) => setNewItem(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="outline" onClick={add} aria-label="Add checklist item">
            <Plus />
          </Button>
        </div>
      )}
    </section>
  );
}
