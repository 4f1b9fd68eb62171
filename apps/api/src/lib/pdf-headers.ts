// The headers of a PDF download (a report, a statement, a booth map): saved as a file, kept by no cache.
export function pdfHeaders(filename: string) {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}
