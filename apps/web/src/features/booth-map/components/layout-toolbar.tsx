import { LANDMARKS, type Landmark } from '@marketday/shared';
import { ChevronDownIcon, LandmarkIcon, type LucideIcon, PlusIcon, RouteIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { LANDMARK_ICONS, LANDMARK_NAMES } from '@/components/booth-map/booth-map-drawing';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useMessages } from '@/lib/i18n/use-messages';
import type { EditorAction } from '../layout-editor-state';
import en from '../locales/en.json';
import { FeetField } from './feet-field';

const BOOTH_SIZES = [
  { w: 10, h: 10 },
  { w: 10, h: 20 },
] as const;

// What a manager adds to the map: a booth of a usual or a custom size, an aisle, a landmark.
export function LayoutToolbar({ dispatch }: { dispatch: (action: EditorAction) => void }) {
  const t = useMessages(en);
  return (
    <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('addToMap')}>
      <AddMenu icon={PlusIcon} label={t('addBooth')}>
        {BOOTH_SIZES.map(({ w, h }) => (
          <DropdownMenuItem key={`${w}x${h}`} onSelect={() => dispatch({ type: 'add-booth', w, h })}>
            {t('sizeBooth', { w, h })}
          </DropdownMenuItem>
        ))}
      </AddMenu>
      <CustomBoothButton onAdd={(w, h) => dispatch({ type: 'add-booth', w, h })} />
      <Button variant="outline" onClick={() => dispatch({ type: 'add-aisle' })}>
        <RouteIcon aria-hidden="true" />
        {t('addAisle')}
      </Button>
      <AddMenu icon={LandmarkIcon} label={t('addLandmark')}>
        {LANDMARKS.map((landmark: Landmark) => {
          const Icon = LANDMARK_ICONS[landmark];
          return (
            <DropdownMenuItem
              key={landmark}
              onSelect={() => dispatch({ type: 'add-landmark', landmark, label: LANDMARK_NAMES[landmark] })}
            >
              <Icon aria-hidden="true" />
              {LANDMARK_NAMES[landmark]}
            </DropdownMenuItem>
          );
        })}
      </AddMenu>
    </div>
  );
}

// A toolbar button that opens a menu of things of one kind to add (booth sizes, landmarks).
function AddMenu({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Icon aria-hidden="true" />
          {label}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

function CustomBoothButton({ onAdd }: { onAdd: (w: number, h: number) => void }) {
  const t = useMessages(en);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState({ w: 10, h: 15 });
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <PlusIcon aria-hidden="true" />
          {t('customBooth')}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid gap-3">
        <div className="grid grid-cols-2 gap-3">
          <FeetField
            id={`${id}-w`}
            label={t('widthFt')}
            value={size.w}
            onChange={(w) => setSize({ ...size, w })}
          />
          <FeetField
            id={`${id}-h`}
            label={t('depthFt')}
            value={size.h}
            onChange={(h) => setSize({ ...size, h })}
          />
        </div>
        <Button
          disabled={size.w < 1 || size.h < 1}
          onClick={() => {
            onAdd(size.w, size.h);
            setOpen(false);
          }}
        >
          {t('addSizeBooth', { w: size.w, h: size.h })}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
