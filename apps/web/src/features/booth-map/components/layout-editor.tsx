import { BOOTH_MAP_MESSAGES, type BoothMap } from '@marketday/shared';
import { RotateCcwIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { BoothMapDrawing } from '@/components/booth-map/booth-map-drawing';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { FormBanner } from '@/components/ui/form-banner';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoothMap } from '@/entities/booth-map/get-booth-map';
import { useSaveBoothMap } from '@/entities/booth-map/save-booth-map';
import { getErrorMessage, httpStatus } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { editorReducer, editorStart, isDirty, layoutProblems } from '../layout-editor-state';
import en from '../locales/en.json';
import { useMapDrag } from '../use-map-drag';
import { FeetField } from './feet-field';
import { ItemInspector } from './item-inspector';
import { LayoutItemTable } from './layout-item-table';
import { LayoutToolbar } from './layout-toolbar';

type LayoutEditorProps = { marketId: string; marketName: string; canEdit: boolean };

// A market's booth map (docs/season.md "The booth map"): managers draw it, staff read it.
export function LayoutEditor({ marketId, marketName, canEdit }: LayoutEditorProps) {
  const t = useMessages(en);
  const map = useBoothMap(marketId);
  if (map.isPending) return <Skeleton aria-busy="true" className="h-64 w-full rounded-xl" />;
  if (map.error) return <DataTableErrorCard error={map.error} />;
  const title = t('boothMapOf', { market: marketName });
  if (!canEdit)
    return (
      <div className="grid gap-4">
        <BoothMapDrawing layout={map.data.layout} title={title} />
        <LayoutItemTable items={map.data.layout.items} />
      </div>
    );
  return <LoadedEditor marketId={marketId} title={title} map={map.data} reload={map.refetch} />;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function LoadedEditor({
  marketId,
  title,
  map,
  reload,
}: {
  marketId: string;
  title: string;
  map: BoothMap;
  reload: () => Promise<{ data?: BoothMap | undefined }>;
}) {
  const t = useMessages(en);
  const id = useId();
  const { showSuccess } = useAlerts();
  const [state, dispatch] = useReducer(editorReducer, map.layout, editorStart);
  // The version this drawing started from: a save names it, and a stale one is refused.
  const [version, setVersion] = useState(map.version);
  const [stale, setStale] = useState(false);
  const save = useSaveBoothMap(marketId);
  const svg = useRef<SVGSVGElement | null>(null);
  const { layout, selected } = state;
  const problems = layoutProblems(layout);
  const dirty = isDirty(state);
  const selectedItem = layout.items.find((i) => i.id === selected) ?? null;
  const drag = useMapDrag({
    layout,
    svg,
    onStart: (itemId) => dispatch({ type: 'select', id: itemId }),
    onMove: (itemId, x, y) => dispatch({ type: 'move-to', id: itemId, x, y }),
  });
  useLeaveWarning(dirty);

  // Arrow keys move the focused item by a foot (with Shift by five); Delete removes it.
  function onMapKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const itemId = (event.target as Element).closest?.('[data-item-id]')?.getAttribute('data-item-id');
    if (!itemId) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? 5 : 1;
      if (selected !== itemId) dispatch({ type: 'select', id: itemId });
      dispatch({ type: 'move-by', id: itemId, dx: arrow[0] * step, dy: arrow[1] * step });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      dispatch({ type: 'remove', id: itemId });
    }
  }

  function onSave() {
    setStale(false);
    save.mutate(
      { layout, version },
      {
        onSuccess: (saved) => {
          setVersion(saved.data.version);
          dispatch({ type: 'saved', layout: saved.data.layout });
          showSuccess(sayShared(saved.message || BOOTH_MAP_MESSAGES.saved));
        },
        onError: (error) => setStale(httpStatus(error) === 409),
      },
    );
  }

  async function onReload() {
    const fresh = await reload();
    if (!fresh.data) return;
    setVersion(fresh.data.version);
    setStale(false);
    save.reset();
    dispatch({ type: 'load', layout: fresh.data.layout });
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FeetField
          id={`${id}-width`}
          label={t('mapWidth')}
          value={layout.width_ft}
          onChange={(width_ft) => dispatch({ type: 'resize-map', width_ft })}
          className="w-28"
        />
        <FeetField
          id={`${id}-depth`}
          label={t('mapDepth')}
          value={layout.height_ft}
          onChange={(height_ft) => dispatch({ type: 'resize-map', height_ft })}
          className="w-28"
        />
      </div>
      <LayoutToolbar dispatch={dispatch} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys and pointers of the map's item buttons, handled once for all of them */}
      <div
        onKeyDown={onMapKeyDown}
        onPointerMove={drag.onPointerMove}
        onPointerUp={drag.onPointerUp}
        onPointerCancel={drag.onPointerCancel}
        className="overflow-hidden rounded-xl border bg-muted/30 p-1"
      >
        <BoothMapDrawing
          layout={layout}
          title={title}
          selected={selected}
          svgRef={svg}
          onItemClick={(itemId) => dispatch({ type: 'select', id: itemId })}
          onItemPointerDown={drag.onItemPointerDown}
          className="[&_[data-item-id]]:touch-none"
        />
      </div>
      <p className="text-muted-foreground text-xs">{t('editorHint')}</p>
      {problems.length > 0 && (
        <FormBanner variant="warning">
          <ul className="grid gap-1">
            {problems.map((problem) => (
              <li key={problem.message}>{sayShared(problem.message)}</li>
            ))}
          </ul>
        </FormBanner>
      )}
      {stale && (
        <FormBanner variant="error">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>{sayShared(BOOTH_MAP_MESSAGES.stale)}</span>
            <Button variant="outline" size="sm" onClick={onReload}>
              <RotateCcwIcon aria-hidden="true" />
              {t('reloadMap')}
            </Button>
          </div>
        </FormBanner>
      )}
      {save.error && !stale && (
        <FormBanner variant="error">{getErrorMessage(save.error, { useDetail: true })}</FormBanner>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {dirty && <span className="mr-auto text-muted-foreground text-sm">{t('unsavedChanges')}</span>}
        <Button onClick={onSave} disabled={!dirty || problems.length > 0} loading={save.isPending}>
          {t('saveMap')}
        </Button>
      </div>
      {selectedItem && <ItemInspector item={selectedItem} dispatch={dispatch} />}
      <LayoutItemTable
        items={layout.items}
        selected={selected}
        onSelect={(itemId) => dispatch({ type: 'select', id: itemId })}
      />
    </div>
  );
}

// The app's router has no navigation blocker (a BrowserRouter): closing or reloading the tab with unsaved changes
// is what the browser can warn about.
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
