import { onlineManager } from '@tanstack/react-query';

// TanStack Query pauses queries while it believes the device is offline and refetches when the network returns. It
// starts out "online" and only learns otherwise from an `offline` event, which a page opened without a network never
// receives: the browser's flag is read once at start. (Components read the network with ./use-online.)
export function startOnlineTracking() {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}
