// The headers of a CSV download. The file is the caller's money; no shared cache may keep it.
export function csvHeaders(filename: string) {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  };
}
