type PrintFrame = { frame: HTMLIFrameElement; url: string };
let current: PrintFrame | null = null;
// Some mobile browsers never load a PDF into a frame; give up rather than spin forever.
const LOAD_TIMEOUT_MS = 15_000;
const CANNOT_PRINT = 'The receipt could not be opened for printing.';

function removeCurrent() {
  if (!current) return;
  current.frame.remove();
  URL.revokeObjectURL(current.url);
  current = null;
}

// Prints a document (a PDF, an HTML page) without leaving the page, from a hidden frame. The frame stays until
// the next print: some browsers return from print() before the dialog has read the document.
export function printInFrame(blob: Blob): Promise<void> {
  removeCurrent();
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = 'Receipt';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display:none or visibility:hidden: some browsers then print nothing.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;opacity:0';
  current = { frame, url };
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      removeCurrent();
      reject(new Error(CANNOT_PRINT));
    }, LOAD_TIMEOUT_MS);
    frame.onload = () => {
      clearTimeout(timeout);
      try {
        if (!frame.contentWindow) throw new Error(CANNOT_PRINT);
        frame.contentWindow.print();
        resolve();
      } catch {
        // Where the frame cannot print (some phones), open the document itself to print or share it.
        if (window.open(url, '_blank')) resolve();
        else reject(new Error(CANNOT_PRINT));
      }
    };
    frame.src = url;
    document.body.appendChild(frame);
  });
}
