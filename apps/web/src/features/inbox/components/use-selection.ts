import { useState } from 'react';

type UseSelectionOptions = { visibleIds: readonly string[]; resetKey: string };

// Checked ids for bulk actions. A new filter starts with nothing selected, and ids that left the
// list (archived, deleted) drop out so a bulk action never touches a message that is not shown.
export function useSelection({ visibleIds, resetKey }: UseSelectionOptions) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const [pickedFor, setPickedFor] = useState(resetKey);
  if (pickedFor !== resetKey) {
    setPickedFor(resetKey);
    setPicked(new Set());
  }
  const selectedIds = visibleIds.filter((id) => picked.has(id));

  function toggle(id: string, checked: boolean) {
    setPicked((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return {
    selectedIds,
    isSelected: (id: string) => picked.has(id),
    toggle,
    setAll: (checked: boolean) => setPicked(checked ? new Set(visibleIds) : new Set()),
    clear: () => setPicked(new Set()),
  };
}
