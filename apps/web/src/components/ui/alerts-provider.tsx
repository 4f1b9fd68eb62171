import { ALERT_AUTO_HIDE_MS, ALERT_EXIT_MS } from '@marketday/shared';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useMediaQuery } from '@/hooks/use-media-query';
import { sayShared } from '@/lib/i18n/use-messages';
import { AlertNotice, type AlertType } from './alert-notice';
import { useOpenDialog } from './use-open-dialog';

export type { AlertType };
export type AlertInput = {
  type: AlertType;
  message: string;
  title?: string | undefined;
  networkStatus?: number | string | undefined;
};

type AlertEntry = AlertInput & { id: number; isClosing: boolean };

export type AlertsApi = {
  showAlert: (alert: AlertInput) => number;
  showError: (message: string, title?: string) => number;
  showSuccess: (message: string, title?: string) => number;
  closeAlert: (id: number) => void;
};

// Phones and tablets (below Tailwind's lg).
const BELOW_DESKTOP = '(max-width: 63.99rem)';

const AlertsContext = createContext<AlertsApi | null>(null);

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<AlertEntry[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const closing = useRef(new Set<number>());
  const nextId = useRef(0);

  const setTimer = useCallback((id: number, run: () => void, ms: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.set(id, setTimeout(run, ms));
  }, []);

  // docs/product.md §4: the 180 ms closing animation plays before the notice is removed.
  const closeAlert = useCallback(
    (id: number) => {
      if (closing.current.has(id)) return;
      closing.current.add(id);
      setAlerts((list) => list.map((a) => (a.id === id ? { ...a, isClosing: true } : a)));
      setTimer(
        id,
        () => {
          timers.current.delete(id);
          closing.current.delete(id);
          setAlerts((list) => list.filter((a) => a.id !== id));
        },
        ALERT_EXIT_MS,
      );
    },
    [setTimer],
  );

  // One notice at a time (issue 31: three stacked toasts covered the checkout's vendor name and Gross). The newest
  // replaces the one shown rather than waiting behind it: it is about what just happened (a queue would show
  // "Checkout Submitted!" for a vendor the manager has already left, and hold back the error that followed it).
  const showAlert = useCallback(
    (alert: AlertInput) => {
      nextId.current += 1;
      const id = nextId.current;
      for (const [shown, timer] of timers.current) {
        clearTimeout(timer);
        timers.current.delete(shown);
      }
      closing.current.clear();
      // A message the server made in English (a save's "Schedule saved", a refusal) is said in the reader's
      // language here, once for every notice; a message already in it is left as it is.
      const said = {
        ...alert,
        message: sayShared(alert.message),
        ...(alert.title === undefined ? {} : { title: sayShared(alert.title) }),
      };
      setAlerts([{ ...said, id, isClosing: false }]);
      setTimer(id, () => closeAlert(id), ALERT_AUTO_HIDE_MS);
      return id;
    },
    [closeAlert, setTimer],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo<AlertsApi>(
    () => ({
      showAlert,
      showError: (message, title) => showAlert({ type: 'error', message, title }),
      showSuccess: (message, title) => showAlert({ type: 'success', message, title }),
      closeAlert,
    }),
    [showAlert, closeAlert],
  );

  // On a phone an open dialog fills the screen: title and Close at its top, Cancel and Save at its bottom; on a
  // tablet the top-right notice lay over its Close and title. A notice floating over it covered them for 5 s
  // (issue 13), so below desktop widths the notices go inside the dialog, under its header (index.css), and push its
  // content down instead of covering any of it. Inside the dialog they are also read out and clickable, where the
  // rest of the page is hidden and inert while a dialog is open.
  const belowDesktop = useMediaQuery(BELOW_DESKTOP);
  const dialog = useOpenDialog(belowDesktop);
  const notices = alerts.map(({ id, isClosing, ...alert }) => (
    <AlertNotice key={id} {...alert} isClosing={isClosing} compact={!dialog} onClose={() => closeAlert(id)} />
  ));

  return (
    <AlertsContext.Provider value={value}>
      {children}
      {dialog ? (
        createPortal(
          <div data-slot="dialog-alerts" className="flex flex-col gap-2 empty:hidden">
            {notices}
          </div>,
          dialog,
        )
      ) : (
        // The notice lies over the app bar (h-14) and nothing under it, whole width on a phone, its right-hand side
        // from sm up: the page's content (the checkout's vendor, Gross, the last checkout's Print) stays clear even
        // when the page is scrolled (issue 31).
        <div
          data-slot="alerts"
          className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center sm:left-auto sm:w-[28rem]"
        >
          {notices}
        </div>
      )}
    </AlertsContext.Provider>
  );
}

export function useAlerts(): AlertsApi {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlerts must be used inside AlertsProvider');
  return value;
}

/** The alerts when an AlertsProvider is above, else null: for a piece that toasts only in some of its uses. */
export function useAlertsIfProvided(): AlertsApi | null {
  return useContext(AlertsContext);
}
