import type { DmcaNoticeBody, DmcaNoticeReceipt } from '@starlane/contract';
import { api } from '@/lib/api-client';
import { defineMutation } from '@/lib/define-query';

/** POST /api/dmca/notice: anyone may file; the claimant and the site's DMCA address get a copy by mail. */
export function fileDmcaNotice(notice: DmcaNoticeBody): Promise<DmcaNoticeReceipt> {
  return api.post<DmcaNoticeReceipt>('/api/dmca/notice', notice);
}

export const useFileDmcaNotice = defineMutation(fileDmcaNotice);
