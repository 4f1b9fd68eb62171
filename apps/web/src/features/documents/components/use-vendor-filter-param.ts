import { useSearchParams } from 'react-router';
import { DOCUMENTS_VENDOR_PARAM } from '@/config/paths';
import { isUuid } from '@/lib/is-uuid';

// `?vendor=<id>`: the manager's vendor filter lives in the URL, so a document notice can link to one vendor's
// documents. A malformed id is no filter (the server would refuse it); a well-formed id of a vendor the manager
// does not see is still sent, and the server's scope answers an empty list.
export function parseVendorParam(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return isUuid(trimmed) ? trimmed : null;
}

export function useVendorFilterParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const vendorId = parseVendorParam(searchParams.get(DOCUMENTS_VENDOR_PARAM));
  function setVendorId(next: string | null) {
    setSearchParams(
      (params) => {
        if (next) params.set(DOCUMENTS_VENDOR_PARAM, next);
        else params.delete(DOCUMENTS_VENDOR_PARAM);
        return params;
      },
      { replace: true },
    );
  }
  return [vendorId, setVendorId] as const;
}
