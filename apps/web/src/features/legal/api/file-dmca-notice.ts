import { useMutation } from '@tanstack/react-query';
import type { DmcaNoticeBody, DmcaNoticeReceipt } from '@starlane/contract';
import { api } from '@/lib/api-client';

/** POST /api/dmca/notice: anyone may file; the claimant and the site's DMCA address get a copy by mail. */
export function fileDmcaNotice(notice: DmcaNoticeBody): Promise<DmcaNoticeReceipt> {
  return api.post<DmcaNoticeReceipt>('/api/dmca/notice', notice);
}

export function useFileDmcaNotice() {
  return useMutation({ mutationFn: fileDmcaNotice });
}
