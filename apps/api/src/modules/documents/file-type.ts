// The file's first bytes decide its type; the name and the declared type are only hints.
export type DocumentFileKind = 'pdf' | 'jpg' | 'png' | 'webp';

export const CONTENT_TYPES: Record<DocumentFileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function sniffFileKind(head: Buffer): DocumentFileKind | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

// The name's extension must be an allowed one and agree with the bytes (a .exe renamed .pdf fails the sniff).
export function extensionKind(fileName: string): DocumentFileKind | null {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'jpeg' || ext === 'jpg') return 'jpg';
  if (ext === 'pdf' || ext === 'png' || ext === 'webp') return ext;
  return null;
}
