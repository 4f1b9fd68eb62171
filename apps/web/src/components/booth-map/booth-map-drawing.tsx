import type { BoothMapItem, BoothMapLayout, Landmark } from '@marketday/shared';
import {
  BriefcaseMedicalIcon,
  DoorOpenIcon,
  InfoIcon,
  type LucideIcon,
  MapPinIcon,
  SquareParkingIcon,
  ToiletIcon,
} from 'lucide-react';
import type { KeyboardEvent, PointerEvent, Ref } from 'react';
import { cn } from '@/lib/cn';

export const LANDMARK_ICONS: Record<Landmark, LucideIcon> = {
  ENTRANCE: DoorOpenIcon,
  INFO: InfoIcon,
  RESTROOMS: ToiletIcon,
  PARKING: SquareParkingIcon,
  FIRST_AID: BriefcaseMedicalIcon,
  OTHER: MapPinIcon,
};

export const LANDMARK_NAMES: Record<Landmark, string> = {
  ENTRANCE: 'Entrance',
  INFO: 'Info booth',
  RESTROOMS: 'Restrooms',
  PARKING: 'Parking',
  FIRST_AID: 'First aid',
  OTHER: 'Other',
};

export type BoothMapDrawingProps = {
  layout: BoothMapLayout;
  /** The accessible name of the map ("Booth map of Riverside Market"). */
  title: string;
  /** Who stands at each booth, by booth id: drawn small under the label and read with it. */
  names?: Readonly<Record<string, string>>;
  /** A booth drawn strongly (the vendor's own). */
  highlight?: string | null;
  /** The item drawn selected (the editor's, the assignment view's). */
  selected?: string | null;
  /** Makes each booth a button ("Booth A3, Green Acres Farm"). */
  onBoothClick?: (boothId: string) => void;
  /** Makes every item (aisles and landmarks too) a button: the editor's selection. */
  onItemClick?: (itemId: string) => void;
  /** The editor's drag: a pointer pressed on an item. */
  onItemPointerDown?: (itemId: string, event: PointerEvent<SVGGElement>) => void;
  svgRef?: Ref<SVGSVGElement>;
  className?: string;
};

/** What a screen reader hears for an item, and what a booth button is called. */
export function itemName(item: BoothMapItem, name?: string) {
  if (item.kind === 'BOOTH') return `Booth ${item.label}${name ? `, ${name}` : ''}`;
  if (item.kind === 'AISLE') return `Aisle ${item.label}`;
  const kind = LANDMARK_NAMES[item.landmark ?? 'OTHER'];
  return item.label === kind ? kind : `${kind}: ${item.label}`;
}

// The text that fits a width at a font size (a rough average glyph width of 0.6 em).
function fit(text: string, width: number, size: number) {
  const room = Math.max(1, Math.floor(width / (size * 0.6)));
  return text.length <= room ? text : `${text.slice(0, Math.max(1, room - 1))}…`;
}

// A market's layout drawn to its container's width: the view box is the map in feet, so a phone shows the whole
// map without sideways scroll (docs/season.md "The booth map"). Read-only unless a click handler is given.
export function BoothMapDrawing({
  layout,
  title,
  names,
  highlight,
  selected,
  onBoothClick,
  onItemClick,
  onItemPointerDown,
  svgRef,
  className,
}: BoothMapDrawingProps) {
  const interactive = Boolean(onBoothClick || onItemClick);
  // Aisles under landmarks under booths, so a booth is never hidden by what surrounds it.
  const order = { AISLE: 0, LANDMARK: 1, BOOTH: 2 } as const;
  const items = [...layout.items].sort((a, b) => order[a.kind] - order[b.kind]);

  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${layout.width_ft} ${layout.height_ft}`}
      preserveAspectRatio="xMidYMid meet"
      className={cn('block h-auto w-full max-w-full touch-manipulation select-none', className)}
      role={interactive ? 'group' : 'img'}
      aria-label={title}
    >
      <rect
        x={0}
        y={0}
        width={layout.width_ft}
        height={layout.height_ft}
        className="fill-background stroke-border"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      {items.map((item) => {
        const click = item.kind === 'BOOTH' && onBoothClick ? onBoothClick : onItemClick;
        return (
          <MapItem
            key={item.id}
            item={item}
            name={names?.[item.id]}
            highlighted={item.id === highlight}
            selected={item.id === selected}
            interactive={interactive}
            onClick={click}
            onPointerDown={onItemPointerDown}
          />
        );
      })}
    </svg>
  );
}

type MapItemProps = {
  item: BoothMapItem;
  name: string | undefined;
  highlighted: boolean;
  selected: boolean;
  interactive: boolean;
  onClick: ((itemId: string) => void) | undefined;
  onPointerDown: BoothMapDrawingProps['onItemPointerDown'];
};

function MapItem({ item, name, highlighted, selected, interactive, onClick, onPointerDown }: MapItemProps) {
  const { x, y, w, h } = item;
  const labelSize = Math.max(0.8, Math.min(w / 3, h / 3, 4));
  const nameSize = labelSize * 0.55;
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onClick?.(item.id);
  };
  const button = onClick
    ? {
        role: 'button',
        tabIndex: 0,
        'aria-label': itemName(item, name),
        'aria-pressed': selected,
        onClick: () => onClick(item.id),
        onKeyDown,
        className:
          'cursor-pointer outline-none [&:focus-visible>rect]:stroke-ring [&:focus-visible>rect]:stroke-[3px]',
      }
    : // Read by a screen reader in the read-only drawing; the map's own name covers a clickable one's others.
      {
        role: interactive ? 'presentation' : 'img',
        'aria-label': interactive ? undefined : itemName(item, name),
      };

  const shape =
    item.kind === 'AISLE'
      ? 'fill-muted stroke-none'
      : item.kind === 'LANDMARK'
        ? 'fill-secondary stroke-muted-foreground'
        : highlighted
          ? 'fill-primary/25 stroke-primary'
          : 'fill-card stroke-foreground/60';

  return (
    <g
      {...button}
      data-item-id={item.id}
      onPointerDown={onPointerDown ? (event) => onPointerDown(item.id, event) : undefined}
    >
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={item.kind === 'LANDMARK' ? Math.min(w, h) / 6 : 0}
        className={cn(shape, selected && 'stroke-ring')}
        strokeWidth={highlighted ? 3 : selected ? 2.5 : 1}
        strokeDasharray={selected ? '4 2' : undefined}
        vectorEffect="non-scaling-stroke"
      />
      {item.kind === 'LANDMARK' ? (
        <LandmarkMark item={item} />
      ) : (
        <text
          x={x + w / 2}
          y={y + h / 2 + (name ? -nameSize / 2 : 0)}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={item.kind === 'AISLE' ? labelSize * 0.8 : labelSize}
          className={cn(
            'pointer-events-none',
            item.kind === 'AISLE' ? 'fill-muted-foreground italic' : 'fill-foreground font-semibold',
          )}
        >
          {fit(item.label, w, labelSize)}
        </text>
      )}
      {item.kind === 'BOOTH' && name && (
        <text
          x={x + w / 2}
          y={y + h / 2 + labelSize * 0.75}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={nameSize}
          className="pointer-events-none fill-muted-foreground"
        >
          {fit(name, w * 0.95, nameSize)}
        </text>
      )}
    </g>
  );
}

// A landmark: its icon, and its label beside it when the landmark is wide enough.
function LandmarkMark({ item }: { item: BoothMapItem }) {
  const Icon = LANDMARK_ICONS[item.landmark ?? 'OTHER'];
  const icon = Math.min(item.w, item.h) * 0.6;
  const roomy = item.w >= item.h * 2.5;
  const iconX = roomy ? item.x + item.h * 0.2 : item.x + (item.w - icon) / 2;
  const labelSize = Math.min(item.h * 0.4, 4);
  return (
    <>
      <Icon
        x={iconX}
        y={item.y + (item.h - icon) / 2}
        width={icon}
        height={icon}
        className="pointer-events-none text-muted-foreground"
        aria-hidden="true"
      />
      {roomy && (
        <text
          x={iconX + icon + item.h * 0.2}
          y={item.y + item.h / 2}
          dominantBaseline="central"
          fontSize={labelSize}
          className="pointer-events-none fill-foreground"
        >
          {fit(item.label, item.w - (iconX - item.x) - icon - item.h * 0.3, labelSize)}
        </text>
      )}
    </>
  );
}
